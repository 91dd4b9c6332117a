import { NextResponse } from 'next/server';
import { outboxListParamsSchema } from '@/domains/mail/schemas';
import { listOutboxEmails } from '@/domains/mail/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { parseInput } from '@/server/parse-input';

/** GET /api/admin/outbox: `status` (queued, scheduled, sent, failed, cancelled), `search` (recipient or subject), `page`, `per_page`; answers `data` and `total`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(outboxListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listOutboxEmails(params));
}, { area: 'sales' });
