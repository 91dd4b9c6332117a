import { NextResponse } from 'next/server';
import { issueVoucherSchema } from '@/domains/vouchers/staff-schemas';
import { issueVoucherByHand } from '@/domains/vouchers/server/staff-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** POST /api/admin/vouchers/issue with `{ productId | valueCents, recipientName, recipientEmail, message?, note }`: one voucher, e-mailed at once. */
export const POST = staffRoute(async ({ request, staff }) => {
  const input = parseInput(issueVoucherSchema, await readJsonBody(request));
  return NextResponse.json({ data: await issueVoucherByHand(input, staff.id) }, { status: 201 });
}, { area: 'sales' });
