import { NextResponse } from 'next/server';
import { staffLandingListParamsSchema } from '@/domains/content/schemas';
import { createLanding, getLandingForStaff, listLandingsForStaff } from '@/domains/content/server/service-landings';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity} for /v3/landing-page: `page`, `per_page`, `search`; answers `data` and `total`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffLandingListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listLandingsForStaff(params));
}, { area: 'catalogue' });

/** SPEC §7 POST {prefix}/{entity}: images were uploaded first (POST /v3/upload) and come as their stored paths. */
export const POST = staffRoute(async ({ request, staff }) => {
  const { id } = await createLanding(await readJsonBody(request), staff.id);
  return NextResponse.json({ data: await getLandingForStaff(id) }, { status: 201 });
}, { area: 'catalogue' });
