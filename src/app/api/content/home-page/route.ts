import { NextResponse } from 'next/server';
import { getSiteContentForStaff, updateHomePageContent } from '@/domains/content/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 GET /content/home-page: the home page's sections as staff last saved them (`data` is null before the first save). */
export const GET = staffRoute(async () => NextResponse.json({ data: await getSiteContentForStaff('HOME_PAGE') }), { area: 'catalogue' });

/** SPEC §7 PUT /content/home-page: replaces the sections; the storefront shows them on the next request. */
export const PUT = staffRoute(async ({ request, staff }) => {
  return NextResponse.json({ data: await updateHomePageContent(await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });
