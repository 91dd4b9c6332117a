import { NextResponse } from 'next/server';
import { updateLandingSimilar } from '@/domains/content/server/service-landings';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 POST /landing/update-similar: `landingId` and its `similarIds` in display order. */
export const POST = staffRoute(async ({ request, staff }) => {
  await updateLandingSimilar(await readJsonBody(request), staff.id);
  return NextResponse.json({ message: 'Similar landings saved.' });
}, { area: 'catalogue' });
