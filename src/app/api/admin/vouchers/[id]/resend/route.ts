import { NextResponse } from 'next/server';
import { resendVoucherSchema } from '@/domains/vouchers/staff-schemas';
import { resendVoucher } from '@/domains/vouchers/server/staff-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** POST /api/admin/vouchers/{id}/resend with `{ email? }`: the voucher's e-mail again, through the outbox, to the same or a corrected address. */
export const POST = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const input = parseInput(resendVoucherSchema, await readJsonBody(request));
  return NextResponse.json({ data: await resendVoucher(params.id, input, staff.id) });
}, { area: 'sales' });
