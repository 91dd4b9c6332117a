import { NextResponse } from 'next/server';
import { handleStripeWebhook } from '@/domains/orders/server/order-payment';
import { publicRoute } from '@/server/public-route';

export const dynamic = 'force-dynamic';

/** Stripe's webhook: the signature is the proof of origin, so any sender may post (400 without a valid one). */
export const POST = publicRoute(
  async ({ request }) => {
    await handleStripeWebhook(await request.text(), request.headers.get('stripe-signature'));
    return NextResponse.json({ received: true });
  },
  { writeSenders: 'any-client' },
);
