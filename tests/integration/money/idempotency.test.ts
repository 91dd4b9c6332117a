import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import {afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as adjustBalance } from '@/app/api/admin/users/[id]/balance-adjustments/route';
import { POST as refund } from '@/app/api/admin/orders/[id]/refund/route';
import type { BookingSelection } from '@/domains/bookings/schemas';
import { cancelUpcomingBooking } from '@/domains/bookings/server/cancellation';
import { exchangeBooking } from '@/domains/bookings/server/exchange';
import { placeBooking } from '@/domains/bookings/server/checkout';
import { handleStripeWebhook } from '@/domains/orders/server/order-payment';
import { placeOrder } from '@/domains/orders/server/place-order';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { createStripeGateway } from '@/domains/payments/server/stripe-gateway';
import { activateVoucher, readCertificateNumber } from '@/domains/vouchers/server/service';
import { getDatabase } from '@/server/db';
import type { PaymentSettings } from '@/server/env';
import { isAppError } from '@/server/errors';
import { startFakeStripeServer, type FakeStripeServer } from '../../fixtures/fake-stripe-server';
import { createBookableExperience } from '../bookings/booking-fixtures';
import { callRoute, createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';
import { createGift, placePaidOrder } from '../sales/sales-fixtures';
import { createCustomer } from './money-fixtures';

/**
 * Issue 12's idempotency convention, endpoint by endpoint (docs/security.md): the same key replays
 * the first answer and moves money once; the same key with another request is 422
 * `idempotency_key_reused`; concurrent sends of one key each get the first answer or a 409 (or
 * the 422 when they carry another request), and money still moves once.
 */

// 12:00 in Vancouver; the booking fixture's Saturday 19 December is well inside free cancellation.
const NOW = new Date('2026-11-25T20:00:00Z');
const STRIPE_SECRET_KEY = 'sk_test_fake';
const STRIPE_WEBHOOK_SECRET = 'whsec_fake_signing_secret';

type Answer = { ok: true; value: unknown } | { ok: false; code: string; status: number; message: string };

async function answerOf(work: Promise<unknown>): Promise<Answer> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ok: false, code: error.code, status: error.status, message: error.message };
  }
}

/** A route's answer in the same shape: a 2xx is the value, anything else the error's code. */
async function answerOfRoute(response: Promise<Response>): Promise<Answer> {
  const answer = await response;
  const body = (await answer.json()) as { data?: unknown; title?: string; detail?: string };
  if (answer.ok) return { ok: true, value: body.data };
  // Problem details (src/server/http.ts): the title is the error's code.
  return { ok: false, code: body.title ?? '', status: answer.status, message: body.detail ?? '' };
}

type Case = {
  /** Sends the request under `key`; `other` sends another request under the same key. */
  send: (key: string, other?: boolean) => Promise<Answer>;
  /** Everything money-shaped the request may write; equal before and after a replay. */
  money: () => Promise<unknown>;
  /** The key a case fixes itself (a booking, a webhook event); otherwise a fresh one per test. */
  key?: string;
};

type Endpoint = {
  name: string;
  arrange: () => Promise<Case>;
  /** The answer to another request under the same key, where a client can send one. */
  otherRequest: 'idempotency_key_reused' | null;
};

let manager: StaffMemberForTest;
let fakeStripe: FakeStripeServer;

beforeAll(async () => {
  manager = await createStaffMemberForTest('MANAGER');
  fakeStripe = await startFakeStripeServer();
});

afterAll(async () => {
  await fakeStripe.close();
});

function ledgerOf(userId: string) {
  return getDatabase().balanceEntry.findMany({ where: { userId }, select: { kind: true, amountCents: true }, orderBy: { createdAt: 'asc' } });
}

/** Card charges at the test gateway since the case was arranged. */
async function countNewCharges(): Promise<() => Promise<number>> {
  const before = await getDatabase().testGatewayCharge.count();
  return async () => (await getDatabase().testGatewayCharge.count()) - before;
}

async function chargesAndEntries(userId: string) {
  const countCharges = await countNewCharges();
  return async () => ({ entries: await ledgerOf(userId), charges: await countCharges(), bookings: await getDatabase().booking.count({ where: { userId } }) });
}

function selection(slug: string, fields: Partial<BookingSelection> = {}): BookingSelection {
  return { productSlug: slug, tourGradeCode: 'STANDARD', travelDate: '2026-12-19', startTime: '09:00', travellers: [{ ageBandCode: 'ADULT', count: 1 }], ...fields };
}

function activationForm(certificateNumber: string, email: string) {
  return {
    firstName: 'Jordan',
    lastName: 'Lee',
    phoneNumber: '+16045550142',
    email,
    confirmEmail: email,
    certificateNumber,
    preferedDate: '',
    preferedTime: '',
    additionalComment: '',
    password: '',
  };
}

const endpoints: Endpoint[] = [
  {
    name: 'checkout (placeOrder)',
    otherRequest: 'idempotency_key_reused',
    arrange: async () => {
      const gift = await createGift({ priceCents: 8_900 });
      const countCharges = await countNewCharges();
      return {
        send: (key, other) =>
          answerOf(
            placeOrder(
              {
                idempotencyKey: key,
                lines: [{ productId: gift.id, shownPriceCents: 8_900, personalisation: { recipientName: 'Ana', message: '', delivery: { method: 'print' } } }],
                buyerName: 'Casey Buyer',
                buyerEmail: other ? 'someone.else@example.com' : 'casey@example.com',
                acceptTerms: true,
                notifyOnActivation: false,
                shownTotalCents: 8_900,
                card: { cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' },
              },
              { userId: null },
            ),
          ),
        money: async () => ({
          orders: await getDatabase().order.count({ where: { items: { some: { productId: gift.id } } } }),
          vouchers: await getDatabase().voucher.count({ where: { productId: gift.id } }),
          charges: await countCharges(),
        }),
      };
    },
  },
  {
    name: 'booking checkout paying the difference by card (placeBooking)',
    otherRequest: 'idempotency_key_reused',
    arrange: async () => {
      const experience = await createBookableExperience(getDatabase());
      const customer = await createCustomer(getDatabase(), 5_000);
      return {
        send: (key, other) =>
          answerOf(
            placeBooking(selection(experience.slug, other ? { travellers: [{ ageBandCode: 'ADULT', count: 2 }] } : {}), {
              userId: customer.id,
              idempotencyKey: key,
              termsAccepted: true,
              payment: { card: { cardNumber: TEST_CARDS.succeeds } },
              now: NOW,
            }),
          ),
        money: await chargesAndEntries(customer.id),
      };
    },
  },
  {
    name: 'voucher activation (activateVoucher)',
    otherRequest: 'idempotency_key_reused',
    arrange: async () => {
      const order = await placePaidOrder([await createGift({ priceCents: 7_500 }), await createGift({ priceCents: 4_000 })]);
      const [first, other] = await Promise.all(order.voucherIds.map((voucherId) => readCertificateNumber(voucherId)));
      if (!first || !other) throw new Error('The order issued no vouchers');
      const customer = await createCustomer(getDatabase());
      return {
        send: (key, anotherCertificate) =>
          answerOf(
            activateVoucher(activationForm(anotherCertificate ? other : first, customer.email), {
              userId: customer.id,
              clientIp: `198.51.100.${randomUUID()}`,
              idempotencyKey: key,
            }),
          ),
        money: async () => ledgerOf(customer.id),
      };
    },
  },
  {
    name: 'cancellation (the booking is the key)',
    otherRequest: null,
    arrange: async () => {
      const experience = await createBookableExperience(getDatabase());
      const customer = await createCustomer(getDatabase(), 20_000);
      const booked = await placeBooking(selection(experience.slug), { userId: customer.id, idempotencyKey: randomUUID(), termsAccepted: true, now: NOW });
      return {
        key: booked.bookingId,
        send: (key) => answerOf(cancelUpcomingBooking(key, { userId: customer.id, now: NOW })),
        money: await chargesAndEntries(customer.id),
      };
    },
  },
  {
    name: 'exchange (exchangeBooking)',
    otherRequest: 'idempotency_key_reused',
    arrange: async () => {
      const experience = await createBookableExperience(getDatabase());
      const customer = await createCustomer(getDatabase(), 50_000);
      const booked = await placeBooking(selection(experience.slug), { userId: customer.id, idempotencyKey: randomUUID(), termsAccepted: true, now: NOW });
      return {
        send: (key, other) =>
          answerOf(
            exchangeBooking(booked.bookingId, selection(experience.slug, { tourGradeCode: other ? 'STANDARD' : 'PRIVATE', travelDate: other ? '2026-12-23' : '2026-12-19', startTime: other ? '10:00' : '09:00' }), {
              userId: customer.id,
              idempotencyKey: key,
              now: NOW,
            }),
          ),
        money: await chargesAndEntries(customer.id),
      };
    },
  },
  {
    name: 'Stripe webhook (the event is the key)',
    otherRequest: null,
    arrange: async () => {
      const settings: PaymentSettings = { gateway: 'stripe', secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiBaseUrl: fakeStripe.url };
      const gift = await createGift({ priceCents: 8_900 });
      const idempotencyKey = randomUUID();
      await placeOrder(
        {
          idempotencyKey,
          lines: [{ productId: gift.id, shownPriceCents: 8_900, personalisation: { recipientName: 'Ana', message: '', delivery: { method: 'print' } } }],
          buyerName: 'Casey Buyer',
          buyerEmail: 'casey@example.com',
          acceptTerms: true,
          notifyOnActivation: false,
          shownTotalCents: 8_900,
          stripePaymentMethodId: 'pm_card_threeDSecure2Required',
        },
        { userId: null, gateway: createStripeGateway({ secretKey: STRIPE_SECRET_KEY, apiBaseUrl: fakeStripe.url }) },
      );
      const order = await getDatabase().order.findUniqueOrThrow({ where: { idempotencyKey }, select: { id: true, payments: { select: { providerRef: true } } } });
      const paymentIntentId = order.payments[0]?.providerRef ?? '';
      fakeStripe.completeNextAction(paymentIntentId, 'succeeded');
      const event = fakeStripe.events.find((candidate) => candidate.type === 'payment_intent.succeeded' && candidate.data.object.id === paymentIntentId);
      if (!event) throw new Error('The fake Stripe sent no event');
      const body = JSON.stringify(event);
      return {
        key: event.id,
        send: () => {
          const signature = new Stripe(STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_WEBHOOK_SECRET });
          return answerOf(handleStripeWebhook(body, signature, settings));
        },
        money: async () => ({
          order: await getDatabase().order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } }),
          vouchers: await getDatabase().voucher.count({ where: { orderItem: { orderId: order.id } } }),
        }),
      };
    },
  },
  {
    name: 'staff balance adjustment (POST /api/admin/users/{id}/balance-adjustments)',
    otherRequest: 'idempotency_key_reused',
    arrange: async () => {
      const customer = await createCustomer(getDatabase(), 1_000);
      return {
        send: (key, other) =>
          answerOfRoute(
            callRoute(adjustBalance, `/api/admin/users/${customer.id}/balance-adjustments`, { id: customer.id }, {
              method: 'POST',
              token: manager.token,
              body: { amountCents: other ? 900 : 2_500, reason: 'Goodwill for a late delivery', idempotencyKey: key },
            }),
          ),
        money: await chargesAndEntries(customer.id),
      };
    },
  },
  {
    name: 'staff refund (POST /api/admin/orders/{id}/refund)',
    otherRequest: 'idempotency_key_reused',
    arrange: async () => {
      const order = await placePaidOrder([await createGift({ priceCents: 11_900 })]);
      const payments = await getDatabase().payment.findMany({ where: { orderId: order.id }, select: { providerRef: true } });
      const paymentRefs = payments.flatMap((payment) => (payment.providerRef ? [payment.providerRef] : []));
      return {
        send: (key, other) =>
          answerOfRoute(
            callRoute(refund, `/api/admin/orders/${order.id}/refund`, { id: order.id }, {
              method: 'POST',
              token: manager.token,
              body: { amountCents: other ? 2_000 : 5_000, reason: 'Customer changed their mind', voucherIds: [], idempotencyKey: key },
            }),
          ),
        money: async () => ({
          refunds: await getDatabase().refund.findMany({ where: { payment: { orderId: order.id } }, select: { amountCents: true, status: true } }),
          atGateway: (await getDatabase().testGatewayCharge.findMany({ where: { id: { in: paymentRefs } } })).map((charge) => charge.refundedCents),
        }),
      };
    },
  },
];

describe.each(endpoints)('$name', ({ arrange, otherRequest }) => {
  it('replays the first answer for the same key and moves money once', async () => {
    const subject = await arrange();
    const key = subject.key ?? randomUUID();
    const first = await subject.send(key);
    const moved = await subject.money();
    expect(await subject.send(key)).toEqual(first);
    expect(await subject.send(key)).toEqual(first);
    expect(await subject.money()).toEqual(moved);
  });

  it.runIf(otherRequest !== null)('refuses another request under the same key, moving nothing', async () => {
    const subject = await arrange();
    const key = subject.key ?? randomUUID();
    await subject.send(key);
    const moved = await subject.money();
    expect(await subject.send(key, true)).toMatchObject({ ok: false, code: otherRequest, status: 422 });
    expect(await subject.money()).toEqual(moved);
  });

  it.runIf(otherRequest !== null)('answers concurrent sends of one key carrying two requests with one success and 422s or 409s, moving one request’s money', async () => {
    const movedByEither: unknown[] = [];
    for (const other of [false, true]) {
      const reference = await arrange();
      await reference.send(reference.key ?? randomUUID(), other);
      movedByEither.push(await reference.money());
    }

    const subject = await arrange();
    const key = subject.key ?? randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => subject.send(key, index % 2 === 1)));
    for (const answer of answers) {
      if (!answer.ok) expect([409, 422], JSON.stringify(answer)).toContain(answer.status);
    }
    expect(answers.some((answer) => answer.ok)).toBe(true);
    expect(movedByEither).toContainEqual(await subject.money());
  });

  it('answers concurrent sends of one key with the first answer or a 409 a person can read, moving money once', async () => {
    const reference = await arrange();
    await reference.send(reference.key ?? randomUUID());
    const movedOnce = await reference.money();

    const subject = await arrange();
    const key = subject.key ?? randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => subject.send(key)));
    const settled = await subject.send(key);
    const moved = await subject.money();
    for (const answer of answers) {
      if (answer.ok) expect(answer).toEqual(settled);
      else expect(answer).toMatchObject({ status: 409, message: expect.stringMatching(/^[A-Z].+\.$/) });
    }
    expect(await subject.send(key)).toEqual(settled);
    expect(moved).toEqual(movedOnce);
  });
});
