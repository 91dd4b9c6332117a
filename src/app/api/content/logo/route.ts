import { NextResponse } from 'next/server';
import { getSiteContentForStaff, updateLogoContent } from '@/domains/content/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 GET /content/logo: the header logo (`data` is null before the first save). */
export const GET = staffRoute(async () => NextResponse.json({ data: await getSiteContentForStaff('LOGO') }), { area: 'catalogue' });

/** SPEC §7 PUT /content/logo: an uploaded picture (POST /v3/upload first), its alt text and display size. */
export const PUT = staffRoute(async ({ request, staff }) => {
  return NextResponse.json({ data: await updateLogoContent(await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });
