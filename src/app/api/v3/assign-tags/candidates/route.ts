import { NextResponse } from 'next/server';
import { tagAssignmentCandidateParamsSchema } from '@/domains/catalog/staff-schemas';
import { listTagAssignmentCandidates } from '@/domains/catalog/server/tag-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { parseInput } from '@/server/parse-input';

/** What the tag assignment can pick: products or categories (`type`), with `page`, `per_page` and `search`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(tagAssignmentCandidateParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listTagAssignmentCandidates(params));
}, { area: 'catalogue' });
