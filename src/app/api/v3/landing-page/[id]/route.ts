import { NextResponse } from 'next/server';
import { updateLanding } from '@/domains/content/server/service';
import { deleteLanding, getLandingForStaff } from '@/domains/content/server/service-landings';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 GET {prefix}/{entity}/{id} for /v3/landing-page. */
export const GET = staffRoute<{ id: string }>(async ({ params }) => {
  return NextResponse.json({ data: await getLandingForStaff(params.id) });
}, { area: 'catalogue' });

/** SPEC §7 PUT {prefix}/{entity}/{id}: the whole landing; tags, breadcrumbs and similar landings when given. */
export const PUT = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  await updateLanding(params.id, await readJsonBody(request), staff.id);
  return NextResponse.json({ data: await getLandingForStaff(params.id) });
}, { area: 'catalogue' });

/** SPEC §7 DELETE {prefix}/{entity}/{id}. */
export const DELETE = staffRoute<{ id: string }>(async ({ params, staff }) => {
  await deleteLanding(params.id, staff.id);
  return NextResponse.json({ message: 'Landing page deleted.' });
}, { area: 'catalogue' });
