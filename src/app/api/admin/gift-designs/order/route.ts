import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { reorderGiftDesigns } from '@/domains/vouchers/server/gift-designs';
import { readJsonBody } from '@/server/http';

/** The order the shop offers the designs in: `{ ids }`, every design once. */
export const PUT = staffRoute(async ({ request, staff }) => NextResponse.json(await reorderGiftDesigns(await readJsonBody(request), staff.id)), { area: 'catalogue' });
