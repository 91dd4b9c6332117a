import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { createGiftDesign, listGiftDesignsForStaff } from '@/domains/vouchers/server/gift-designs';
import { readJsonBody } from '@/server/http';

/** Every card design staff have not deleted, in the shop's order (`data`, `total`); sales staff choose one when issuing vouchers. */
export const GET = staffRoute(async () => NextResponse.json(await listGiftDesignsForStaff()), { area: 'signed-in' });

/** A new card design, last in the order. */
export const POST = staffRoute(async ({ request, staff }) => {
  return NextResponse.json({ data: await createGiftDesign(await readJsonBody(request), staff.id) }, { status: 201 });
}, { area: 'catalogue' });
