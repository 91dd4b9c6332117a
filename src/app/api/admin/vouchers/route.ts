import { NextResponse } from 'next/server';
import { staffVoucherListParamsSchema } from '@/domains/vouchers/staff-schemas';
import { listVouchersForStaff } from '@/domains/vouchers/server/staff-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity}: `page`, `per_page`, `search` (a certificate's last four, the recipient, the order); answers `data` and `total` (at most 10,000: `totalCapped` says there are more). */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffVoucherListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listVouchersForStaff(params));
}, { area: 'sales' });
