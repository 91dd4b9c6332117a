import { NextResponse } from 'next/server';
import { staffCustomerDetailParamsSchema } from '@/domains/accounts/schemas';
import { getCustomerForStaff } from '@/domains/back-office/server/customer-detail';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity}/{id}: a customer's profile, balance, a page of its ledger (`ledger_page`), vouchers, bookings and orders. */
export const GET = staffRoute<{ id: string }>(async ({ request, params }) => {
  const { ledger_page } = parseInput(staffCustomerDetailParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json({ data: await getCustomerForStaff(params.id, ledger_page) });
}, { area: 'sales' });
