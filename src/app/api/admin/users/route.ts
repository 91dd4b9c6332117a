import { NextResponse } from 'next/server';
import { staffCustomerListParamsSchema } from '@/domains/accounts/schemas';
import { listCustomersForStaff } from '@/domains/accounts/server/staff-customer-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity} for customers: `page`, `per_page`, `search` (name or e-mail); answers `data` and `total` (at most 10,000: `totalCapped` says there are more), newest first. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffCustomerListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listCustomersForStaff(params));
}, { area: 'sales' });
