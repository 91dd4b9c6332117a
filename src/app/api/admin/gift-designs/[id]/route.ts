import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { deleteGiftDesign, getGiftDesignForStaff, publishGiftDesign, updateGiftDesign } from '@/domains/vouchers/server/gift-designs';
import { readJsonBody } from '@/server/http';

export const GET = staffRoute<{ id: string }>(async ({ params }) => NextResponse.json({ data: await getGiftDesignForStaff(params.id) }), { area: 'catalogue' });

export const PUT = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  return NextResponse.json({ data: await updateGiftDesign(params.id, await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });

/** The list's publish switch: `{ published }`. */
export const PATCH = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  return NextResponse.json({ data: await publishGiftDesign(params.id, await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });

/** Leaves the shop and the back office; vouchers sold in it keep it. */
export const DELETE = staffRoute<{ id: string }>(async ({ params, staff }) => {
  await deleteGiftDesign(params.id, staff.id);
  return NextResponse.json({ message: 'Design deleted.' });
}, { area: 'catalogue' });
