import { NextResponse } from 'next/server';
import { refundOrderSchema } from '@/domains/orders/staff-schemas';
import { refundOrder } from '@/domains/orders/server/staff-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/**
 * POST /api/admin/orders/{id}/refund with `{ amountCents, reason, voucherIds, idempotencyKey }`:
 * through the payment gateway; the same key answers the same refund.
 */
export const POST = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const input = parseInput(refundOrderSchema, await readJsonBody(request));
  return NextResponse.json({ data: await refundOrder(params.id, input, staff.id) });
}, { area: 'sales' });
