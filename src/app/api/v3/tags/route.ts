import { NextResponse } from 'next/server';
import { staffTagListParamsSchema } from '@/domains/catalog/staff-schemas';
import { createTag, listTagsForStaff } from '@/domains/catalog/server/tag-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity} for /v3/tags: `page`, `per_page`, `search` (and `type`); answers `data` and `total`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffTagListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listTagsForStaff(params));
}, { area: 'catalogue' });

/** SPEC §7 POST {prefix}/{entity}: a new tag. */
export const POST = staffRoute(async ({ request, staff }) => {
  const tag = await createTag(await readJsonBody(request), staff.id);
  return NextResponse.json({ data: tag }, { status: 201 });
}, { area: 'catalogue' });
