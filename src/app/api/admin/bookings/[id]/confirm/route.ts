import { NextResponse } from 'next/server';
import { answerBookingRequest } from '@/domains/bookings/server/request-answers';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** POST /api/admin/bookings/{id}/confirm: staff accept a custom request; a request already answered is a 409. */
export const POST = staffRoute<{ id: string }>(async ({ params, staff }) => {
  return NextResponse.json({ data: await answerBookingRequest(params.id, { staffId: staff.id, accept: true }) });
}, { area: 'sales' });
