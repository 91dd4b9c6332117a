import { NextResponse } from 'next/server';
import { getSiteContentForStaff, updateFooterContent } from '@/domains/content/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 GET /content/footer: the footer's columns, links and social links (`data` is null before the first save). */
export const GET = staffRoute(async () => NextResponse.json({ data: await getSiteContentForStaff('FOOTER') }), { area: 'catalogue' });

/** SPEC §7 PUT /content/footer: replaces the footer; every storefront page shows it on the next request. */
export const PUT = staffRoute(async ({ request, staff }) => {
  return NextResponse.json({ data: await updateFooterContent(await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });
