import { NextResponse } from 'next/server';
import { getOutboxEmailOrThrow } from '@/domains/mail/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** GET /api/admin/outbox/{id}: one e-mail with its text and HTML, never the secrets filled in at sending. */
export const GET = staffRoute<{ id: string }>(async ({ params }) => {
  return NextResponse.json({ data: await getOutboxEmailOrThrow(params.id) });
}, { area: 'sales' });
