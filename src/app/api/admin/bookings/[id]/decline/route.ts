import { NextResponse } from 'next/server';
import { declineBookingSchema } from '@/domains/bookings/schemas';
import { answerBookingRequest } from '@/domains/bookings/server/request-answers';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** POST /api/admin/bookings/{id}/decline with `{ reason }` (required, the customer reads it): the money goes back to their balance. Answering twice is a 409. */
export const POST = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const { reason } = parseInput(declineBookingSchema, await readJsonBody(request));
  return NextResponse.json({ data: await answerBookingRequest(params.id, { staffId: staff.id, accept: false, reason }) });
}, { area: 'sales' });
