import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSelection } from '@/domains/bookings/schemas';
import { confirmBookingPayment, placeBooking } from '@/domains/bookings/server/checkout';
import { releaseExpiredBookingHolds } from '@/domains/bookings/server/request-answers';
import { handleStripeWebhook } from '@/domains/orders/server/order-payment';
import { createStripeGateway } from '@/domains/payments/server/stripe-gateway';
import { getDatabase } from '@/server/db';
import type { PaymentSettings } from '@/server/env';
import { startFakeStripeServer, type FakeStripeServer } from '../../fixtures/fake-stripe-server';
import { createCustomer } from '../money/money-fixtures';
import { createBookableExperience } from './booking-fixtures';

const NOW = new Date('2026-11-25T20:00:00Z');
const HOUR = 3_600_000;
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

function stripe() {
  return createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });
}

/** Two adults on a Saturday morning (17 800) for a customer whose balance covers 10 000: Stripe pays 7 800. */
async function bookWithStripe(payment: { stripePaymentMethodId?: string; card?: { cardNumber: string } }) {
  const experience = await createBookableExperience(getDatabase());
  const customer = await createCustomer(getDatabase(), 10_000);
  const selection: BookingSelection = {
    productSlug: experience.slug,
    tourGradeCode: 'STANDARD',
    travelDate: '2026-12-19',
    startTime: '09:00',
    travellers: [{ ageBandCode: 'ADULT', count: 2 }],
  };
  const idempotencyKey = randomUUID().replaceAll('-', '');
  const work = placeBooking(selection, { userId: customer.id, idempotencyKey, termsAccepted: true, now: NOW, gateway: stripe(), payment });
  return { customer, idempotencyKey, work };
}

function readBooking(idempotencyKey: string) {
  return getDatabase().booking.findUniqueOrThrow({
    where: { idempotencyKey },
    select: { id: true, reference: true, status: true, balanceHeldCents: true, paidByCardCents: true, payments: { select: { provider: true, status: true, providerRef: true, amountCents: true } } },
  });
}

async function readBalance(userId: string): Promise<number> {
  return (await getDatabase().user.findUniqueOrThrow({ where: { id: userId }, select: { balanceCents: true } })).balanceCents;
}

describe('a booking whose difference is paid through Stripe', () => {
  it('charges the PaymentMethod for what the balance does not cover', async () => {
    const { customer, idempotencyKey, work } = await bookWithStripe({ stripePaymentMethodId: 'pm_card_visa' });
    expect(await work).toMatchObject({ status: 'requested', fromBalanceCents: 10_000, byCardCents: 7_800 });
    const booking = await readBooking(idempotencyKey);
    expect(booking.payments).toEqual([{ provider: 'STRIPE', status: 'SUCCEEDED', providerRef: expect.stringMatching(/^pi_/), amountCents: 7_800 }]);
    expect(fake.paymentIntents.get(booking.payments[0]?.providerRef ?? '')).toMatchObject({
      amount: 7_800,
      description: `Booking ${booking.reference}`,
      metadata: { bookingId: booking.id },
    });
    expect(await readBalance(customer.id)).toBe(0);

    // Stripe's webhook about a booking's charge is acknowledged, not refused: the booking settles itself.
    const event = fake.events.find((candidate) => candidate.type === 'payment_intent.succeeded' && candidate.data.object.id === booking.payments[0]?.providerRef);
    const body = JSON.stringify(event);
    await expect(handleStripeWebhook(body, new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }), settings)).resolves.toBeUndefined();
  });

  it('leaves the balance untouched when the card is declined, and refuses a test card before writing anything', async () => {
    const declined = await bookWithStripe({ stripePaymentMethodId: 'pm_card_chargeDeclined' });
    await expect(declined.work).resolves.toMatchObject({ status: 'failed', reason: 'payment_declined' });
    expect(await readBooking(declined.idempotencyKey)).toMatchObject({ status: 'FAILED', payments: [{ status: 'FAILED' }] });
    expect(await readBalance(declined.customer.id)).toBe(10_000);

    const testCard = await bookWithStripe({ card: { cardNumber: '4242 4242 4242 4242' } });
    await expect(testCard.work).rejects.toMatchObject({ code: 'invalid_input', fieldErrors: { card: ['cardRequired'] } });
    expect(await getDatabase().booking.count({ where: { idempotencyKey: testCard.idempotencyKey } })).toBe(0);
  });

  it('waits for 3-D Secure, then completes the booking from the return page', async () => {
    const { customer, idempotencyKey, work } = await bookWithStripe({ stripePaymentMethodId: 'pm_card_threeDSecure2Required' });
    const outcome = await work;
    if (outcome.status !== 'requires_action') throw new Error(`expected requires_action, got ${outcome.status}`);
    const booking = await readBooking(idempotencyKey);
    expect(outcome.nextActionUrl).toBe(`${fake.url}/fake-3ds/${booking.payments[0]?.providerRef ?? ''}`);
    expect(booking).toMatchObject({ status: 'PENDING_PAYMENT', balanceHeldCents: 10_000 });

    fake.completeNextAction(booking.payments[0]?.providerRef ?? '', 'succeeded');
    expect(await confirmBookingPayment(booking.reference, { userId: customer.id, now: NOW, gateway: stripe() })).toMatchObject({ status: 'requested', byCardCents: 7_800 });
  });

  it('cancels the intent of an abandoned 3-D Secure step before failing the booking, so it can no longer be paid', async () => {
    const { customer, idempotencyKey, work } = await bookWithStripe({ stripePaymentMethodId: 'pm_card_threeDSecure2Required' });
    expect(await work).toMatchObject({ status: 'requires_action' });
    const intentId = (await readBooking(idempotencyKey)).payments[0]?.providerRef ?? '';

    await releaseExpiredBookingHolds(new Date(NOW.getTime() + 73 * HOUR), { gateway: stripe() });
    expect(fake.requests.filter((request) => request.path === `/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
    expect(fake.paymentIntents.get(intentId)?.status).toBe('canceled');
    expect(() => fake.completeNextAction(intentId, 'succeeded')).toThrow();
    expect(await readBooking(idempotencyKey)).toMatchObject({ status: 'FAILED', balanceHeldCents: 0, payments: [{ status: 'FAILED' }] });
    expect(await readBalance(customer.id)).toBe(10_000);
  });
});
