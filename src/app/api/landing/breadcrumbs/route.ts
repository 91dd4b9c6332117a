import { NextResponse } from 'next/server';
import { updateLandingBreadcrumbs } from '@/domains/content/server/service-landings';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 PUT /landing/breadcrumbs: `landingId` and its `breadcrumbIds` from Home to the landing. */
export const PUT = staffRoute(async ({ request, staff }) => {
  await updateLandingBreadcrumbs(await readJsonBody(request), staff.id);
  return NextResponse.json({ message: 'Breadcrumbs saved.' });
}, { area: 'catalogue' });
