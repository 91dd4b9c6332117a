import { NextResponse } from 'next/server';
import { retryFailedEmail } from '@/domains/mail/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** POST /api/admin/outbox/{id}/retry: a failed e-mail is queued again (audited); any other status is a 409. */
export const POST = staffRoute<{ id: string }>(async ({ params, staff }) => {
  return NextResponse.json({ data: await retryFailedEmail(params.id, staff.id) });
}, { area: 'sales' });
