import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '@/domains/accounts/server/ledger-service';
import { adjustCustomerBalance } from '@/domains/accounts/server/staff-customer-service';
import type { BookingSelection } from '@/domains/bookings/schemas';
import { cancelUpcomingBooking } from '@/domains/bookings/server/cancellation';
import { exchangeBooking } from '@/domains/bookings/server/exchange';
import { placeBooking, type PlaceBookingContext } from '@/domains/bookings/server/checkout';
import type { CheckoutInput } from '@/domains/orders/schemas';
import { confirmOrderPayment } from '@/domains/orders/server/order-payment';
import { placeOrder } from '@/domains/orders/server/place-order';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { activateVoucher, readCertificateNumber } from '@/domains/vouchers/server/service';
import { getDatabase } from '@/server/db';
import { isAppError } from '@/server/errors';
import { byRunSize } from '../../support/stress-scale';
import { createBookableExperience } from '../bookings/booking-fixtures';
import { createStaffMemberForTest } from '../support/admin-api';
import { createCustomer } from './money-fixtures';

/**
 * Issue 12's model-based test of the money: random sequences of what customers and staff do to one
 * account (buy, activate, book from the balance or balance and card, exchange paying or getting
 * back the difference, cancel, staff adjustments, and replays of any earlier request, the order's
 * webhook-like settle included) against a model that only adds and subtracts. After every command
 * the account's balance is the model's; after every run the ledger reconciles and every paid order
 * and booking has exactly its one debit or payment.
 *
 * 200 runs of at most 4 commands in CI (each run makes its own customer and experience, and a
 * command is a few real transactions on PGlite: about 2 minutes), 5,000 under `npm run test:stress`.
 */

// 12:00 in Vancouver: every departure below is bookable and freely cancellable.
const NOW = new Date('2026-11-25T20:00:00Z');
const PRICE_CENTS = { STANDARD: 8_900, PRIVATE: 16_020 } as const;
const DEPARTURES = [
  { travelDate: '2026-12-19', startTime: '09:00', seats: 6 },
  { travelDate: '2026-12-19', startTime: '14:00', seats: 4 },
  { travelDate: '2026-12-23', startTime: '10:00', seats: 8 },
] as const;
const GIFT_PRICES = [2_500, 7_500, 12_000] as const;

type Choice = { departure: number; grade: keyof typeof PRICE_CENTS; adults: number };

type ModelBooking = Choice & { id: string; priceCents: number; active: boolean };

type Model = {
  balanceCents: number;
  /** Issued certificates nobody activated yet. */
  certificates: { number: string; valueCents: number }[];
  bookings: ModelBooking[];
  /** Requests already sent once; sending one again must change nothing. */
  replays: (() => Promise<void>)[];
};

type Real = { customerId: string; email: string; slug: string; staffId: string; giftIds: string[] };

type Outcome = { ok: true; value: unknown } | { ok: false; code: string };

async function attempt(work: Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ok: false, code: error.code };
  }
}

function readBalance(userId: string): Promise<number> {
  return getDatabase()
    .user.findUniqueOrThrow({ where: { id: userId }, select: { balanceCents: true } })
    .then((user) => user.balanceCents);
}

function seatsLeft(model: Model, departure: number, leaving?: ModelBooking): number {
  const taken = model.bookings.filter((booking) => booking.active && booking.departure === departure && booking !== leaving).reduce((sum, booking) => sum + booking.adults, 0);
  return (DEPARTURES[departure]?.seats ?? 0) - taken;
}

function toSelection(slug: string, choice: Choice): BookingSelection {
  const departure = DEPARTURES[choice.departure];
  if (!departure) throw new Error(`No departure ${choice.departure}`);
  return { productSlug: slug, tourGradeCode: choice.grade, travelDate: departure.travelDate, startTime: departure.startTime, travellers: [{ ageBandCode: 'ADULT', count: choice.adults }] };
}

/**
 * What a replay must answer again: the same booking, total and card charge. Its status and where
 * its balance part is are today's (a later cancellation shows, and an exchange moves the held
 * money to the new booking); the balance checks after every command prove no money moved.
 */
function withoutStatus(outcome: object): object {
  return Object.fromEntries(Object.entries(outcome).filter(([key]) => key !== 'status' && key !== 'fromBalanceCents'));
}

/** Every command ends by comparing the account with the model. */
async function expectBalance(model: Model, real: Real): Promise<void> {
  expect(await readBalance(real.customerId)).toBe(model.balanceCents);
}

class Buy implements fc.AsyncCommand<Model, Real> {
  constructor(readonly gift: number) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const giftId = real.giftIds[this.gift] ?? '';
    const priceCents = GIFT_PRICES[this.gift] ?? 0;
    const input: CheckoutInput = {
      idempotencyKey: randomUUID(),
      lines: [{ productId: giftId, shownPriceCents: priceCents, personalisation: { recipientName: 'Ana', message: '', delivery: { method: 'print' } } }],
      buyerName: 'Casey Buyer',
      buyerEmail: real.email,
      acceptTerms: true,
      notifyOnActivation: false,
      shownTotalCents: priceCents,
      card: { cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' },
    };
    const result = await placeOrder(input, { userId: real.customerId });
    expect(result.status).toBe('fulfilled');
    const order = await getDatabase().order.findUniqueOrThrow({ where: { number: result.orderNumber }, select: { items: { select: { vouchers: { select: { id: true } } } } } });
    const voucherIds = order.items.flatMap((item) => item.vouchers.map((voucher) => voucher.id));
    expect(voucherIds).toHaveLength(1);
    for (const voucherId of voucherIds) model.certificates.push({ number: await readCertificateNumber(voucherId), valueCents: priceCents });
    model.replays.push(async () => {
      // The card's return and a provider's webhook settle through the same conditional step.
      const accessKey = result.status === 'fulfilled' ? (new URL(result.successPath, 'http://shop').searchParams.get('key') ?? '') : '';
      expect(await confirmOrderPayment(result.orderNumber, accessKey)).toEqual(result);
      expect(await placeOrder(input, { userId: real.customerId })).toEqual(result);
      expect(await getDatabase().voucher.count({ where: { id: { in: voucherIds } } })).toBe(1);
    });
    await expectBalance(model, real);
  }
  toString = () => `Buy(${GIFT_PRICES[this.gift]})`;
}

class Activate implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.certificates.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const [certificate] = model.certificates.splice(this.pick % model.certificates.length, 1);
    if (!certificate) throw new Error('No certificate to activate');
    const form = {
      firstName: 'Jordan',
      lastName: 'Lee',
      phoneNumber: '+16045550142',
      email: real.email,
      confirmEmail: real.email,
      certificateNumber: certificate.number,
      preferedDate: '',
      preferedTime: '',
      additionalComment: '',
      password: '',
    };
    const idempotencyKey = randomUUID();
    const activate = () => activateVoucher(form, { userId: real.customerId, clientIp: `203.0.113.${randomUUID()}`, idempotencyKey });
    const first = await activate();
    expect(first.valueCents).toBe(certificate.valueCents);
    model.balanceCents += certificate.valueCents;
    model.replays.push(async () => expect(await activate()).toEqual(first));
    await expectBalance(model, real);
  }
  toString = () => `Activate(${this.pick})`;
}

class Book implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly choice: Choice,
    readonly withCard: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const priceCents = PRICE_CENTS[this.choice.grade] * this.choice.adults;
    const context = {
      userId: real.customerId,
      idempotencyKey: randomUUID(),
      termsAccepted: true,
      now: NOW,
      payment: this.withCard ? { card: { cardNumber: TEST_CARDS.succeeds } } : undefined,
    } satisfies PlaceBookingContext;
    const selection = toSelection(real.slug, this.choice);
    const outcome = await attempt(placeBooking(selection, context));
    if (seatsLeft(model, this.choice.departure) < this.choice.adults) {
      expect(outcome).toMatchObject({ ok: false, code: 'booking_unavailable' });
    } else if (model.balanceCents < priceCents && !this.withCard) {
      expect(outcome).toMatchObject({ ok: false, code: 'insufficient_balance' });
    } else {
      expect(outcome).toMatchObject({ ok: true, value: { status: 'requested', totalCents: priceCents } });
      const booked = (outcome as { value: { bookingId: string } }).value;
      model.balanceCents -= Math.min(model.balanceCents, priceCents);
      model.bookings.push({ ...this.choice, id: booked.bookingId, priceCents, active: true });
      // The same booking and money again; its status is today's (a later cancellation shows).
      model.replays.push(async () => expect(withoutStatus(await placeBooking(selection, context))).toEqual(withoutStatus(booked)));
    }
    await expectBalance(model, real);
  }
  toString = () => `Book(${JSON.stringify(this.choice)}, card: ${this.withCard})`;
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.bookings.some((booking) => booking.active);
  async run(model: Model, real: Real): Promise<void> {
    const active = model.bookings.filter((booking) => booking.active);
    const booking = active[this.pick % active.length];
    if (!booking) throw new Error('No booking to cancel');
    const cancel = () => cancelUpcomingBooking(booking.id, { userId: real.customerId, now: NOW });
    const first = await cancel();
    // Everything paid, from the balance, by card or held, goes back to the balance.
    expect(first.refundCents).toBe(booking.priceCents);
    booking.active = false;
    model.balanceCents += booking.priceCents;
    model.replays.push(async () => expect(await cancel()).toEqual(first));
    await expectBalance(model, real);
  }
  toString = () => `Cancel(${this.pick})`;
}

class Exchange implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly choice: Choice,
  ) {}
  check = (model: Readonly<Model>) => model.bookings.some((booking) => booking.active);
  async run(model: Model, real: Real): Promise<void> {
    const active = model.bookings.filter((booking) => booking.active);
    const booking = active[this.pick % active.length];
    if (!booking) throw new Error('No booking to exchange');
    const priceCents = PRICE_CENTS[this.choice.grade] * this.choice.adults;
    const selection = toSelection(real.slug, this.choice);
    const context = { userId: real.customerId, idempotencyKey: randomUUID(), now: NOW };
    const outcome = await attempt(exchangeBooking(booking.id, selection, context));
    const difference = priceCents - booking.priceCents;
    const noSeats = seatsLeft(model, this.choice.departure, booking) < this.choice.adults;
    const tooPoor = difference > model.balanceCents;
    if (noSeats || tooPoor) {
      // Nothing is written; which of the two refusals comes first is the service's business.
      expect(outcome.ok).toBe(false);
      expect(['booking_unavailable', 'insufficient_balance']).toContain((outcome as { code: string }).code);
      if (!noSeats) expect(outcome).toMatchObject({ code: 'insufficient_balance' });
      if (!tooPoor) expect(outcome).toMatchObject({ code: 'booking_unavailable' });
    } else {
      expect(outcome).toMatchObject({ ok: true, value: { status: 'requested', totalCents: priceCents } });
      const exchanged = (outcome as { value: { bookingId: string } }).value;
      booking.active = false;
      model.balanceCents -= difference;
      model.bookings.push({ ...this.choice, id: exchanged.bookingId, priceCents, active: true });
      model.replays.push(async () => expect(withoutStatus(await exchangeBooking(booking.id, selection, context))).toEqual(withoutStatus(exchanged)));
    }
    await expectBalance(model, real);
  }
  toString = () => `Exchange(${this.pick}, ${JSON.stringify(this.choice)})`;
}

class StaffAdjust implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amountCents: number) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const input = { amountCents: this.amountCents, reason: 'Goodwill', idempotencyKey: randomUUID() };
    const outcome = await attempt(adjustCustomerBalance(real.staffId, real.customerId, input));
    if (model.balanceCents + this.amountCents < 0) {
      expect(outcome).toMatchObject({ ok: false, code: 'insufficient_balance' });
    } else {
      expect(outcome.ok).toBe(true);
      model.balanceCents += this.amountCents;
      const first = (outcome as { value: unknown }).value;
      model.replays.push(async () => expect(await adjustCustomerBalance(real.staffId, real.customerId, input)).toEqual(first));
    }
    await expectBalance(model, real);
  }
  toString = () => `StaffAdjust(${this.amountCents})`;
}

/** A request sent again (a retry, a double click, a webhook delivered twice): the same answer, no money moves. */
class Replay implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.replays.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const replay = model.replays[this.pick % model.replays.length];
    if (!replay) throw new Error('Nothing to replay');
    await replay();
    await expectBalance(model, real);
  }
  toString = () => `Replay(${this.pick})`;
}

const choiceArbitrary = fc.record({
  departure: fc.integer({ min: 0, max: DEPARTURES.length - 1 }),
  grade: fc.constantFrom('STANDARD' as const, 'PRIVATE' as const),
  adults: fc.integer({ min: 1, max: 3 }),
});

const commandArbitraries = [
  fc.integer({ min: 0, max: GIFT_PRICES.length - 1 }).map((gift) => new Buy(gift)),
  fc.nat().map((pick) => new Activate(pick)),
  fc.tuple(choiceArbitrary, fc.boolean()).map(([choice, withCard]) => new Book(choice, withCard)),
  fc.nat().map((pick) => new Cancel(pick)),
  fc.tuple(fc.nat(), choiceArbitrary).map(([pick, choice]) => new Exchange(pick, choice)),
  fc.integer({ min: -20_000, max: 20_000 }).filter((amount) => amount !== 0).map((amount) => new StaffAdjust(amount)),
  fc.nat().map((pick) => new Replay(pick)),
];

/** Paid orders and active bookings of the account, each with exactly the one debit or payment its money came from. */
async function expectEveryPaymentOnce(customerId: string): Promise<void> {
  const db = getDatabase();
  const orders = await db.order.findMany({
    where: { userId: customerId, status: { in: ['PAID', 'FULFILLED'] } },
    select: { totalCents: true, payments: { where: { status: 'SUCCEEDED' }, select: { amountCents: true } } },
  });
  for (const order of orders) expect(order.payments.map((payment) => payment.amountCents)).toEqual([order.totalCents]);

  const bookings = await db.booking.findMany({
    where: { userId: customerId },
    select: {
      id: true,
      status: true,
      totalCents: true,
      discountCents: true,
      paidByCardCents: true,
      paidFromBalanceCents: true,
      balanceHeldCents: true,
      exchangedFromId: true,
      exchangedTo: { select: { id: true } },
      payments: { where: { status: 'SUCCEEDED' }, select: { amountCents: true } },
      balanceEntries: { select: { kind: true, amountCents: true } },
    },
  });
  for (const booking of bookings) {
    const debits = booking.balanceEntries.filter((entry) => entry.kind === 'BOOKING_DEBIT');
    const refunds = booking.balanceEntries.filter((entry) => entry.kind === 'REFUND');
    expect(booking.payments.map((payment) => payment.amountCents)).toEqual(booking.paidByCardCents > 0 ? [booking.paidByCardCents] : []);
    expect(debits.length).toBeLessThanOrEqual(1);
    if (booking.status === 'REQUESTED' || booking.status === 'CONFIRMED') {
      expect(booking.paidByCardCents + booking.paidFromBalanceCents + booking.balanceHeldCents).toBe(booking.totalCents - booking.discountCents);
      if (!booking.exchangedFromId) expect((debits[0]?.amountCents ?? 0) + booking.totalCents - booking.discountCents - booking.paidByCardCents).toBe(0);
      expect(refunds).toEqual([]);
    } else if (booking.status === 'CANCELLED' && !booking.exchangedTo) {
      expect(refunds.map((entry) => entry.amountCents)).toEqual([booking.totalCents - booking.discountCents]);
    }
  }
}

let staffId: string;
let giftIds: string[];

beforeAll(async () => {
  staffId = (await createStaffMemberForTest('MANAGER')).id;
  giftIds = [];
  for (const priceCents of GIFT_PRICES) {
    const gift = await getDatabase().product.create({
      data: { kind: 'GIFT_VOUCHER', slug: `gift-${randomUUID()}`, title: 'Gift', description: 'A gift.', priceCents, published: true },
      select: { id: true },
    });
    giftIds.push(gift.id);
  }
});

describe('the money, model-based', () => {
  it(
    'keeps every balance equal to the model, the ledger reconciled and every payment single',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(commandArbitraries, { maxCommands: 4 }), fc.integer({ min: 0, max: 30_000 }), async (commands, openingCents) => {
          const customer = await createCustomer(getDatabase(), openingCents);
          const experience = await createBookableExperience(getDatabase());
          const real: Real = { customerId: customer.id, email: customer.email, slug: experience.slug, staffId, giftIds };
          await fc.asyncModelRun(() => ({ model: { balanceCents: openingCents, certificates: [], bookings: [], replays: [] }, real }), commands);
          expect(await reconcileLedger()).toEqual([]);
          await expectEveryPaymentOnce(customer.id);
        }),
        { numRuns: byRunSize(200, 5_000) },
      );
    },
    byRunSize(900_000, 14_400_000),
  );
});
