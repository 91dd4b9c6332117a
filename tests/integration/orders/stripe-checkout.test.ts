import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutInput } from '@/domains/orders/schemas';
import { handleStripeWebhook } from '@/domains/orders/server/order-payment';
import { placeOrder } from '@/domains/orders/server/place-order';
import { createStripeGateway } from '@/domains/payments/server/stripe-gateway';
import { getDatabase } from '@/server/db';
import type { PaymentSettings } from '@/server/env';
import { startFakeStripeServer, type FakeStripeServer } from '../../fixtures/fake-stripe-server';

const SECRET_KEY = 'sk_test_fake';
const WEBHOOK_SECRET = 'whsec_fake_signing_secret';

let fake: FakeStripeServer;
let settings: PaymentSettings;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  settings = { gateway: 'stripe', secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: fake.url };
});

afterAll(async () => {
  await fake.close();
});

/** An event body signed as Stripe signs each delivery, with the package's own helper. */
function sign(payload: string, secret = WEBHOOK_SECRET): string {
  return new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret });
}

async function checkoutWithStripe(paymentMethodId: string) {
  const gift = await getDatabase().product.create({
    data: { kind: 'GIFT_VOUCHER', slug: `gift-${randomUUID()}`, title: 'Whale watching gift', description: 'A gift.', priceCents: 8_900, published: true },
    select: { id: true },
  });
  const input: CheckoutInput = {
    idempotencyKey: randomUUID(),
    lines: [{ productId: gift.id, shownPriceCents: 8_900, personalisation: { recipientName: 'Ana', message: '', delivery: { method: 'print' } } }],
    buyerName: 'Casey Buyer',
    buyerEmail: 'casey@example.com',
    acceptTerms: true,
    notifyOnActivation: true,
    shownTotalCents: 8_900,
    stripePaymentMethodId: paymentMethodId,
  };
  const result = await placeOrder(input, { userId: null, gateway: createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url }) });
  const order = await getDatabase().order.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey }, include: { payments: true } });
  return { result, order };
}

function eventFor(type: string, paymentIntentId: string) {
  const event = fake.events.find((candidate) => candidate.type === type && candidate.data.object.id === paymentIntentId);
  if (!event) throw new Error(`The fake sent no ${type} for ${paymentIntentId}`);
  return JSON.stringify(event);
}

function countVouchers(orderId: string): Promise<number> {
  return getDatabase().voucher.count({ where: { orderItem: { orderId } } });
}

describe('an order paid through Stripe', () => {
  it('is paid at once by a card that needs nothing more', async () => {
    const { result, order } = await checkoutWithStripe('pm_card_visa');
    expect(result.status).toBe('fulfilled');
    expect(order).toMatchObject({ status: 'FULFILLED', notifyOnActivation: true });
    expect(order.payments[0]).toMatchObject({ provider: 'STRIPE', status: 'SUCCEEDED', providerRef: expect.stringMatching(/^pi_/) });
    expect(await countVouchers(order.id)).toBe(1);
  });

  it('waits for 3-D Secure, is settled once by the webhook, and ignores a replay', async () => {
    const { result, order } = await checkoutWithStripe('pm_card_threeDSecure2Required');
    expect(result.status).toBe('requires_action');
    const paymentIntentId = order.payments[0]?.providerRef ?? '';
    expect(await countVouchers(order.id)).toBe(0);

    fake.completeNextAction(paymentIntentId, 'succeeded');
    const body = eventFor('payment_intent.succeeded', paymentIntentId);
    await handleStripeWebhook(body, sign(body), settings);
    await handleStripeWebhook(body, sign(body), settings);
    await Promise.all([handleStripeWebhook(body, sign(body), settings), handleStripeWebhook(body, sign(body), settings)]);

    expect(await getDatabase().order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } })).toEqual({ status: 'FULFILLED' });
    expect(await countVouchers(order.id)).toBe(1);
    expect(await getDatabase().processedWebhookEvent.count({ where: { provider: 'STRIPE', eventId: JSON.parse(body).id } })).toBe(1);
  });

  it('fails the order when the bank refuses, and refuses a webhook without a valid signature', async () => {
    const { order } = await checkoutWithStripe('pm_card_threeDSecure2Required');
    const paymentIntentId = order.payments[0]?.providerRef ?? '';
    fake.completeNextAction(paymentIntentId, 'failed');
    const body = eventFor('payment_intent.payment_failed', paymentIntentId);

    await expect(handleStripeWebhook(body, sign(body, 'whsec_someone_else'), settings)).rejects.toMatchObject({ status: 400 });
    await expect(handleStripeWebhook(body.replace('payment_failed', 'succeeded'), sign(body), settings)).rejects.toMatchObject({ status: 400 });
    await expect(handleStripeWebhook(body, null, settings)).rejects.toMatchObject({ status: 400 });
    expect(await getDatabase().order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } })).toEqual({ status: 'PENDING' });

    await handleStripeWebhook(body, sign(body), settings);
    expect(await getDatabase().order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } })).toEqual({ status: 'FAILED' });
    expect(await countVouchers(order.id)).toBe(0);
  });
});
