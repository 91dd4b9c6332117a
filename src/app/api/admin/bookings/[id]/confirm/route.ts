import { NextResponse } from 'next/server';
import { answerBookingRequest } from '@/domains/bookings/server/service';
import { staffRoute } from '@/server/admin-route';

/** POST /api/admin/bookings/{id}/confirm: staff accept a custom request; a request already answered is a 409. */
export const POST = staffRoute<{ id: string }>(async ({ params, staffUserId }) => {
  return NextResponse.json({ data: await answerBookingRequest(params.id, { staffId: staffUserId, accept: true }) });
});
