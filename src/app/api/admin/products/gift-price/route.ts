import { NextResponse } from 'next/server';
import { quoteBoxGiftPrice } from '@/domains/catalog/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** A box gift's price for the form, before saving: `{ coveredExperienceIds, giftParty, giftOption }` → `{ data: { priceCents, experiences } }`. */
export const POST = staffRoute(async ({ request }) => {
  return NextResponse.json({ data: await quoteBoxGiftPrice(await readJsonBody(request)) });
}, { area: 'catalogue' });
