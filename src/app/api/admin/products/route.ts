import { NextResponse } from 'next/server';
import { staffProductListParamsSchema } from '@/domains/catalog/schemas';
import { listProductsForStaff } from '@/domains/catalog/server/service';
import { staffRoute } from '@/server/admin-route';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity}: `page`, `per_page`, `search`; answers `data` and `total`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffProductListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listProductsForStaff(params));
}, { area: 'catalogue' });
