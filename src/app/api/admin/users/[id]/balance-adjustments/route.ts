import { NextResponse } from 'next/server';
import { balanceAdjustmentSchema } from '@/domains/accounts/schemas';
import { adjustCustomerBalance } from '@/domains/accounts/server/staff-customer-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/**
 * POST /api/admin/users/{id}/balance-adjustments with `{ amountCents, reason, idempotencyKey? }`:
 * a staff adjustment in the ledger (negative takes money off). Below zero is a 422 that says the balance.
 */
export const POST = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const input = parseInput(balanceAdjustmentSchema, await readJsonBody(request));
  return NextResponse.json({ data: await adjustCustomerBalance(staff.id, params.id, input) }, { status: 201 });
}, { area: 'sales' });
