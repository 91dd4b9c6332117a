import { NextResponse } from 'next/server';
import { assignTags } from '@/domains/catalog/server/tag-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 POST /v3/assign-tags: `tags`, `type` (product or category), `elements`; no write when nothing changes (SPEC §5). */
export const POST = staffRoute(async ({ request, staff }) => {
  return NextResponse.json(await assignTags(await readJsonBody(request), staff.id));
}, { area: 'catalogue' });
