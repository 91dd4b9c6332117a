import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { listGroupGiftsForStaff } from '@/domains/group-gifts/server/staff-service';
import { staffGroupGiftListParamsSchema } from '@/domains/group-gifts/staff-schemas';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity}: `page`, `per_page`, `search` (organiser, recipient or contributor), `status`; answers `data` and `total`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffGroupGiftListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listGroupGiftsForStaff(params));
}, { area: 'sales' });
