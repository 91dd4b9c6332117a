import { NextResponse } from 'next/server';
import { voidVoucherSchema } from '@/domains/vouchers/staff-schemas';
import { voidVoucher } from '@/domains/vouchers/server/staff-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** POST /api/admin/vouchers/{id}/void with `{ reason }`: the voucher stops working; an activated one is a 409. */
export const POST = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const input = parseInput(voidVoucherSchema, await readJsonBody(request));
  return NextResponse.json({ data: await voidVoucher(params.id, input, staff.id) });
}, { area: 'sales' });
