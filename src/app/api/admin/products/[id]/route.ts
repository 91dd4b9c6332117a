import { NextResponse } from 'next/server';
import { updateProductDetails } from '@/domains/catalog/server/service';
import { staffRoute } from '@/server/admin-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 PUT {prefix}/{entity}/{id} for /admin/products: the product's editable details. */
export const PUT = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const product = await updateProductDetails(params.id, await readJsonBody(request), staff.id);
  return NextResponse.json({ data: product });
}, { area: 'catalogue' });
