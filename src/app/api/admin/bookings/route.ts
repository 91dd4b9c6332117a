import { NextResponse } from 'next/server';
import { staffBookingListParamsSchema } from '@/domains/bookings/schemas';
import { listBookingsForStaff } from '@/domains/bookings/server/queries';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity}: `status` (e.g. REQUESTED, the requests to answer), `page`, `per_page`; answers `data` and `total`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffBookingListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listBookingsForStaff(params));
}, { area: 'sales' });
