import { NextResponse } from 'next/server';
import { staffOrderListParamsSchema } from '@/domains/orders/staff-schemas';
import { listOrdersForStaff } from '@/domains/orders/server/staff-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity}: `page`, `per_page`, `search` (order number, buyer e-mail, a certificate's last four); answers `data` and `total` (at most 10,000: `totalCapped` says there are more). */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffOrderListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listOrdersForStaff(params));
}, { area: 'sales' });
