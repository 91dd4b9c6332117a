import { NextResponse } from 'next/server';
import { deleteProduct, getProductForStaff, updateProductDetails } from '@/domains/catalog/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 GET {prefix}/{entity}/{id} for /admin/products: everything the edit form shows. */
export const GET = staffRoute<{ id: string }>(async ({ params }) => {
  return NextResponse.json({ data: await getProductForStaff(params.id) });
}, { area: 'catalogue' });

/** SPEC §7 PUT {prefix}/{entity}/{id}: the fields sent are changed, the rest stay. */
export const PUT = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const product = await updateProductDetails(params.id, await readJsonBody(request), staff.id);
  return NextResponse.json({ data: product });
}, { area: 'catalogue' });

/** SPEC §7 DELETE {prefix}/{entity}/{id}: refused (409) once anything was sold or booked on the product. */
export const DELETE = staffRoute<{ id: string }>(async ({ params, staff }) => {
  await deleteProduct(params.id, staff.id);
  return NextResponse.json({ message: 'The product was deleted.' });
}, { area: 'catalogue' });
