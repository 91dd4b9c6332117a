import { NextResponse } from 'next/server';
import { staffProductListParamsSchema } from '@/domains/catalog/staff-schemas';
import { createProduct, listProductsForStaff } from '@/domains/catalog/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity}: `page`, `per_page`, `search`, and the `kind` and `published` filters; answers `data` and `total`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffProductListParamsSchema, Object.fromEntries(new URL(request.url).searchParams), {
    message: 'Use page and per_page (1–100), search, kind (GIFT_VOUCHER or EXPERIENCE) and published (true or false).',
  });
  return NextResponse.json(await listProductsForStaff(params));
}, { area: 'catalogue' });

/** SPEC §7 POST {prefix}/{entity}: a new product; a slug in use is a 409 on the field. */
export const POST = staffRoute(async ({ request, staff }) => {
  const product = await createProduct(await readJsonBody(request), staff.id);
  return NextResponse.json({ data: product }, { status: 201 });
}, { area: 'catalogue' });
