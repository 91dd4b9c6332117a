import { NextResponse } from 'next/server';
import { updateProductPrices } from '@/domains/catalog/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §3 price update: `{ items: [{ id, price }] }` in cents, every price saved or none. */
export const POST = staffRoute(async ({ request, staff }) => {
  return NextResponse.json(await updateProductPrices(await readJsonBody(request), staff.id));
}, { area: 'catalogue' });
