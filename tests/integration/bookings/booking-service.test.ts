import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingSelection } from '@/domains/bookings/schemas';
import { cancelBooking } from '@/domains/bookings/server/cancellation';
import { confirmBookingPayment, placeBooking } from '@/domains/bookings/server/checkout';
import { confirmBookingRequest, declineBookingRequest, releaseExpiredBookingHolds } from '@/domains/bookings/server/request-answers';
import { quoteBooking } from '@/domains/bookings/server/quote';
import { renderBookingCalendarAttachment } from '@/domains/bookings/server/booking-emails';
import type { BookingOutcome } from '@/domains/bookings/server/settlement';
import { reconcileLedger } from '@/domains/accounts/server/ledger-service';
import { createViatorSupplier } from '@/domains/bookings/server/viator-supplier';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import type { PaymentGateway } from '@/domains/payments/server/gateway';
import { answerTestAuthentication, createTestGateway } from '@/domains/payments/server/test-gateway';
import { getDatabase } from '@/server/db';
import { AppError } from '@/server/errors';
import { startFakeViatorServer, type FakeViatorServer } from '../../fixtures/fake-viator-server';
import { createCustomer } from '../money/money-fixtures';
import { createBookableExperience, toDbDate, type BookableExperience } from './booking-fixtures';

// 12:00 in Vancouver: with the 21-day lead time the first bookable date is 16 December.
const NOW = new Date('2026-11-25T20:00:00Z');
const HOUR = 3_600_000;
const ADULT_CENTS = 8_900;

let experience: BookableExperience;

beforeEach(async () => {
  experience = await createBookableExperience(getDatabase());
});

function saturdayMorning(adults = 1, fields: Partial<BookingSelection> = {}): BookingSelection {
  return {
    productSlug: experience.slug,
    tourGradeCode: 'STANDARD',
    travelDate: '2026-12-19',
    startTime: '09:00',
    travellers: [{ ageBandCode: 'ADULT', count: adults }],
    ...fields,
  };
}

function newKey(): string {
  return randomUUID().replaceAll('-', '');
}

function book(userId: string, selection: BookingSelection, fields: { key?: string; card?: string; now?: Date } = {}) {
  return placeBooking(selection, {
    userId,
    idempotencyKey: fields.key ?? newKey(),
    termsAccepted: true,
    payment: fields.card ? { card: { cardNumber: fields.card } } : undefined,
    now: fields.now ?? NOW,
  });
}

async function expectAppError(work: Promise<unknown>, code: AppError['code']): Promise<AppError> {
  const error: unknown = await work.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

async function readBalance(userId: string): Promise<number> {
  return (await getDatabase().user.findUniqueOrThrow({ where: { id: userId }, select: { balanceCents: true } })).balanceCents;
}

function listEntries(userId: string) {
  return getDatabase().balanceEntry.findMany({
    where: { userId, reference: { not: 'Opening balance' } },
    select: { kind: true, amountCents: true, idempotencyKey: true, reference: true, bookingId: true },
    orderBy: { createdAt: 'asc' },
  });
}

function listEmails(to: string) {
  return getDatabase().outboxEmail.findMany({ where: { to }, select: { subject: true, text: true, attachments: true }, orderBy: { createdAt: 'asc' } });
}

async function readSeatsTaken(slotId: string, date: string): Promise<number> {
  const row = await getDatabase().slotOccupancy.findUnique({ where: { slotId_date: { slotId, date: toDbDate(date) } }, select: { bookedCount: true } });
  return row?.bookedCount ?? 0;
}

function readBooking(reference: string) {
  return getDatabase().booking.findUniqueOrThrow({
    where: { reference },
    select: { id: true, status: true, balanceHeldCents: true, paidFromBalanceCents: true, paidByCardCents: true, holdExpiresAt: true, supplierRef: true },
  });
}

function referenceOf(outcome: BookingOutcome): string {
  return outcome.reference;
}

describe('quoting a booking', () => {
  it('prices the party, plans balance then card, and dates free cancellation in the experience’s zone', async () => {
    const customer = await createCustomer(getDatabase(), 10_000);
    const quote = await quoteBooking(
      saturdayMorning(2, { travellers: [{ ageBandCode: 'ADULT', count: 2 }, { ageBandCode: 'CHILD', count: 1 }] }),
      { userId: customer.id, now: NOW },
    );
    expect(quote).toMatchObject({
      confirmation: 'request',
      timeZone: 'America/Vancouver',
      startsAt: new Date('2026-12-19T16:00:00Z'),
      totalCents: 24_030,
      balanceCents: 10_000,
      payment: { fromBalanceCents: 10_000, byCardCents: 14_030, balanceCovers: false },
      cancellation: { nonRefundable: false, freeUntil: new Date('2026-12-18T16:00:00Z') },
    });
    expect(quote.lines.map(({ ageBandCode, count, subtotalCents }) => [ageBandCode, count, subtotalCents])).toEqual([
      ['ADULT', 2, 17_800],
      ['CHILD', 1, 6_230],
    ]);
  });

  it('refuses a date inside the lead time, an hour the experience does not run and a party it does not take', async () => {
    const customer = await createCustomer(getDatabase());
    await expectAppError(quoteBooking(saturdayMorning(1, { travelDate: '2026-12-12' }), { userId: customer.id, now: NOW }), 'booking_unavailable');
    await expectAppError(quoteBooking(saturdayMorning(1, { startTime: '11:00' }), { userId: customer.id, now: NOW }), 'booking_unavailable');
    const refusal = await expectAppError(quoteBooking(saturdayMorning(7), { userId: customer.id, now: NOW }), 'invalid_input');
    expect(refusal.fieldErrors).toEqual({ travellers: ['too_many_travellers'] });
  });
});

describe('placing a booking', () => {
  it('lets exactly as many concurrent bookings through as the balance pays for, never below zero', async () => {
    await getDatabase().availabilitySlot.update({ where: { id: experience.wednesdaySlotId }, data: { capacity: 100 } });
    const customer = await createCustomer(getDatabase(), 10 * ADULT_CENTS);
    const wednesday = saturdayMorning(1, { travelDate: '2026-12-23', startTime: '10:00' });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => book(customer.id, wednesday)));

    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'insufficient_balance' });
    expect(await readBalance(customer.id)).toBe(0);
    expect(await listEntries(customer.id)).toHaveLength(10);
    expect(await getDatabase().booking.count({ where: { userId: customer.id } })).toBe(10);
    expect(await readSeatsTaken(experience.wednesdaySlotId, '2026-12-23')).toBe(10);
  });

  // Issue 12's row: a $100 balance and 50 concurrent bookings that each need more than half of it ($89).
  it('lets exactly one of 50 concurrent bookings through when the balance pays for one, and the ledger reconciles', async () => {
    await getDatabase().availabilitySlot.update({ where: { id: experience.wednesdaySlotId }, data: { capacity: 100 } });
    const customer = await createCustomer(getDatabase(), 10_000);
    const wednesday = saturdayMorning(1, { travelDate: '2026-12-23', startTime: '10:00' });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => book(customer.id, wednesday)));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(refusals.map((reason) => (reason instanceof AppError ? reason.code : String(reason)))).toEqual(Array(49).fill('insufficient_balance'));
    expect(await readBalance(customer.id)).toBe(10_000 - ADULT_CENTS);
    expect(await reconcileLedger()).toEqual([]);
  });

  it('holds the balance for a custom request for 72 hours and tells the customer we answer within 1–3 days', async () => {
    const customer = await createCustomer(getDatabase(), 20_000);
    const outcome = await book(customer.id, saturdayMorning(2));
    expect(outcome).toMatchObject({ status: 'requested', totalCents: 17_800, fromBalanceCents: 17_800, byCardCents: 0 });
    expect(await readBooking(referenceOf(outcome))).toMatchObject({
      status: 'REQUESTED',
      balanceHeldCents: 17_800,
      paidFromBalanceCents: 0,
      holdExpiresAt: new Date(NOW.getTime() + 72 * HOUR),
    });
    expect(await readBalance(customer.id)).toBe(2_200);
    expect(await listEntries(customer.id)).toEqual([
      expect.objectContaining({ kind: 'BOOKING_DEBIT', amountCents: -17_800, reference: `Held for booking ${outcome.reference}` }),
    ]);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(2);
    const [email] = await listEmails(customer.email);
    expect(email?.subject).toBe(`We have your booking request ${outcome.reference}`);
    expect(email?.text).toContain('will answer within 1–3 days');
    expect(email?.attachments).toBeNull();
  });

  it('charges the card for what the balance does not cover', async () => {
    const customer = await createCustomer(getDatabase(), 5_000);
    const outcome = await book(customer.id, saturdayMorning(1), { card: TEST_CARDS.succeeds });
    expect(outcome).toMatchObject({ status: 'requested', fromBalanceCents: 5_000, byCardCents: 3_900 });
    expect(await readBalance(customer.id)).toBe(0);
    const payments = await getDatabase().payment.findMany({ where: { booking: { reference: outcome.reference } }, select: { amountCents: true, status: true } });
    expect(payments).toEqual([{ amountCents: 3_900, status: 'SUCCEEDED' }]);
  });

  it('refuses to start without a card when the balance is short, writing nothing', async () => {
    const customer = await createCustomer(getDatabase(), 5_000);
    const refusal = await expectAppError(book(customer.id, saturdayMorning(1)), 'insufficient_balance');
    expect(refusal.fieldErrors).toEqual({ card: ['cardRequired'] });
    expect(await getDatabase().booking.count({ where: { userId: customer.id } })).toBe(0);
    expect(await readBalance(customer.id)).toBe(5_000);
  });

  it('leaves the balance untouched and frees the seats when the card is declined', async () => {
    const customer = await createCustomer(getDatabase(), 5_000);
    const key = newKey();
    await expectAppError(book(customer.id, saturdayMorning(2), { key, card: TEST_CARDS.declined }), 'payment_declined');
    expect(await readBalance(customer.id)).toBe(5_000);
    expect(await listEntries(customer.id)).toEqual([]);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(0);
    expect(await getDatabase().booking.findMany({ where: { userId: customer.id }, select: { status: true, declineReason: true } })).toEqual([
      { status: 'FAILED', declineReason: 'card_declined' },
    ]);
    // The same attempt again gives the same answer, without a second charge.
    await expectAppError(book(customer.id, saturdayMorning(2), { key, card: TEST_CARDS.declined }), 'payment_declined');
    expect(await getDatabase().testGatewayCharge.count({ where: { idempotencyKey: `booking-payment:${key}` } })).toBe(1);
    expect(await listEmails(customer.email)).toEqual([]);
  });

  it('books once for one idempotency key, however often and however concurrently it is sent', async () => {
    const customer = await createCustomer(getDatabase(), 20_000);
    const key = newKey();
    const [first, second] = await Promise.all([book(customer.id, saturdayMorning(1), { key }), book(customer.id, saturdayMorning(1), { key })]);
    const third = await book(customer.id, saturdayMorning(1), { key });
    expect(second.reference).toBe(first.reference);
    expect(third.reference).toBe(first.reference);
    expect(await getDatabase().booking.count({ where: { userId: customer.id } })).toBe(1);
    expect(await listEntries(customer.id)).toHaveLength(1);
    expect(await readBalance(customer.id)).toBe(20_000 - ADULT_CENTS);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(1);

    await expectAppError(book(customer.id, saturdayMorning(2), { key }), 'idempotency_key_reused');
    expect(await getDatabase().booking.count({ where: { userId: customer.id } })).toBe(1);
  });

  it('refuses a price other than the one the customer was shown, writing nothing, and a retry showing another total', async () => {
    const customer = await createCustomer(getDatabase(), 20_000);
    const shown = await quoteBooking(saturdayMorning(1), { userId: customer.id, now: NOW });
    expect(shown.totalCents).toBe(ADULT_CENTS);
    // Staff reprice the adult seat between the quote and the press on "Book".
    await getDatabase().tourGradePrice.updateMany({ where: { tourGrade: { productId: experience.productId, code: 'STANDARD' }, ageBand: { code: 'ADULT' } }, data: { priceCents: 9_900 } });
    const place = (key: string, shownTotalCents: number) =>
      placeBooking(saturdayMorning(1), { userId: customer.id, idempotencyKey: key, termsAccepted: true, shownTotalCents, now: NOW });

    await expectAppError(place(newKey(), shown.totalCents), 'price_changed');
    expect(await getDatabase().booking.count({ where: { userId: customer.id } })).toBe(0);
    expect(await listEntries(customer.id)).toEqual([]);

    const key = newKey();
    const booked = await place(key, 9_900);
    expect(await readBalance(customer.id)).toBe(20_000 - 9_900);
    expect((await place(key, 9_900)).reference).toBe(booked.reference);
    await expectAppError(place(key, shown.totalCents), 'idempotency_key_reused');
    expect(await getDatabase().booking.count({ where: { userId: customer.id } })).toBe(1);
  });

  it('refuses a departure that filled up, rolling back the balance debit', async () => {
    const first = await createCustomer(getDatabase(), 50_000);
    const second = await createCustomer(getDatabase(), 50_000);
    const afternoon = saturdayMorning(3, { startTime: '14:00' });
    await book(first.id, afternoon);
    await expectAppError(book(second.id, afternoon), 'booking_unavailable');
    expect(await readBalance(second.id)).toBe(50_000);
    expect(await readSeatsTaken(experience.saturdayAfternoonSlotId, '2026-12-19')).toBe(3);
  });

  it('holds the balance part during 3-D Secure, then completes or gives it back', async () => {
    const customer = await createCustomer(getDatabase(), 10_000);
    const approved = await book(customer.id, saturdayMorning(2), { card: TEST_CARDS.needsAuthentication });
    expect(approved).toMatchObject({ status: 'requires_action' });
    expect(await readBalance(customer.id)).toBe(0);
    expect(await readBooking(approved.reference)).toMatchObject({ status: 'PENDING_PAYMENT', balanceHeldCents: 10_000 });
    const charge = await getDatabase().testGatewayCharge.findFirstOrThrow({ where: { status: 'requires_action' }, select: { id: true } });
    await answerTestAuthentication(charge.id, true);
    expect(await confirmBookingPayment(approved.reference, { userId: customer.id, now: NOW })).toMatchObject({ status: 'requested', fromBalanceCents: 10_000, byCardCents: 7_800 });

    const other = await createCustomer(getDatabase(), 10_000);
    const refused = await book(other.id, saturdayMorning(2), { card: TEST_CARDS.needsAuthentication });
    expect(await readBalance(other.id)).toBe(0);
    const refusedCharge = await getDatabase().testGatewayCharge.findFirstOrThrow({ where: { status: 'requires_action' }, select: { id: true } });
    await answerTestAuthentication(refusedCharge.id, false);
    await expectAppError(confirmBookingPayment(refused.reference, { userId: other.id, now: NOW }), 'payment_declined');
    expect(await readBalance(other.id)).toBe(10_000);
    expect(await listEntries(other.id)).toEqual([
      expect.objectContaining({ kind: 'BOOKING_DEBIT', amountCents: -10_000 }),
      expect.objectContaining({ kind: 'REFUND', amountCents: 10_000, idempotencyKey: `booking-hold-release:${(await readBooking(refused.reference)).id}` }),
    ]);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(2);
    await expectAppError(confirmBookingPayment(refused.reference, { userId: customer.id, now: NOW }), 'not_found');
  });
});

describe('a coupon on a booking', () => {
  async function createCoupon(amountCents: number): Promise<string> {
    const code = `TRIP${randomUUID().slice(0, 8).toUpperCase()}`;
    await getDatabase().coupon.create({ data: { code, kind: 'AMOUNT', amountCents } });
    return code;
  }

  it('takes its discount off what the balance and the card pay, and is given back when the request is declined', async () => {
    const customer = await createCustomer(getDatabase(), 10_000);
    const staff = await createCustomer(getDatabase());
    const code = await createCoupon(2_000);
    const selection = saturdayMorning(1, { couponCode: ` ${code.toLowerCase()} ` });
    expect(await quoteBooking(selection, { userId: customer.id, now: NOW })).toMatchObject({
      subtotalCents: ADULT_CENTS,
      discountCents: 2_000,
      coupon: { code, status: 'applied', discountCents: 2_000 },
      totalCents: 6_900,
      payment: { fromBalanceCents: 6_900, byCardCents: 0 },
    });
    const key = newKey();
    const outcome = await book(customer.id, selection, { key });
    expect(outcome).toMatchObject({ status: 'requested', totalCents: 6_900, fromBalanceCents: 6_900 });
    expect(await readBalance(customer.id)).toBe(3_100);
    await expectAppError(book(customer.id, saturdayMorning(1), { key }), 'idempotency_key_reused');
    // Once per customer.
    const again = await expectAppError(book(customer.id, saturdayMorning(1, { couponCode: code })), 'coupon_refused');
    expect(again.fieldErrors).toEqual({ couponCode: ['already_used'] });

    const { id } = await readBooking(outcome.reference);
    await declineBookingRequest(id, staff.id, 'Fully booked by a school group.', NOW);
    expect(await readBalance(customer.id)).toBe(10_000);
    expect(await getDatabase().couponRedemption.count({ where: { coupon: { code } } })).toBe(0);
    expect(await book(customer.id, selection)).toMatchObject({ status: 'requested', totalCents: 6_900 });
  });

  it('refuses an unknown coupon before writing anything', async () => {
    const customer = await createCustomer(getDatabase(), 10_000);
    const refusal = await expectAppError(book(customer.id, saturdayMorning(1, { couponCode: 'NOSUCHCODE' })), 'coupon_refused');
    expect(refusal.fieldErrors).toEqual({ couponCode: ['unknown'] });
    expect(await getDatabase().booking.count({ where: { userId: customer.id } })).toBe(0);
    expect(await readBalance(customer.id)).toBe(10_000);
  });
});

describe('staff decisions and the 72-hour release', () => {
  it('confirms a request once: the hold becomes the payment, and the e-mail carries the calendar file', async () => {
    const customer = await createCustomer(getDatabase(), 20_000);
    const staff = await createCustomer(getDatabase());
    const outcome = await book(customer.id, saturdayMorning(2));
    const { id } = await readBooking(outcome.reference);
    const decidedAt = new Date(NOW.getTime() + 5 * HOUR);
    const results = await Promise.allSettled([confirmBookingRequest(id, staff.id, decidedAt), confirmBookingRequest(id, staff.id, decidedAt)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await readBooking(outcome.reference)).toMatchObject({ status: 'CONFIRMED', balanceHeldCents: 0, paidFromBalanceCents: 17_800, holdExpiresAt: null });
    // Confirming spends the hold: no new ledger entry.
    expect(await listEntries(customer.id)).toHaveLength(1);
    const emails = await listEmails(customer.email);
    expect(emails.map((email) => email.subject)).toEqual([`We have your booking request ${outcome.reference}`, `Your booking ${outcome.reference} is confirmed`]);
    expect(emails[1]?.attachments).toEqual([{ kind: 'booking-ics', bookingId: id }]);
    const calendar = await renderBookingCalendarAttachment(id);
    expect(calendar).toMatchObject({ filename: `${outcome.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(calendar.content.toString('utf8')).toContain('DTSTART:20261219T160000Z\r\n');

    await expectAppError(declineBookingRequest(id, staff.id, 'Too late'), 'conflict');
  });

  it('declines a request: the money goes back to the balance with one REFUND entry and the seats are freed', async () => {
    const customer = await createCustomer(getDatabase(), 5_000);
    const staff = await createCustomer(getDatabase());
    const outcome = await book(customer.id, saturdayMorning(1), { card: TEST_CARDS.succeeds });
    const { id } = await readBooking(outcome.reference);
    await declineBookingRequest(id, staff.id, 'The guide is ill that day.', NOW);
    await declineBookingRequest(id, staff.id, 'The guide is ill that day.', NOW);
    // The card part comes back to the balance too (refunds go to the balance).
    expect(await readBalance(customer.id)).toBe(ADULT_CENTS);
    expect(await listEntries(customer.id)).toEqual([
      expect.objectContaining({ kind: 'BOOKING_DEBIT', amountCents: -5_000 }),
      expect.objectContaining({ kind: 'REFUND', amountCents: ADULT_CENTS, idempotencyKey: `booking-hold-release:${id}` }),
    ]);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(0);
    const emails = await listEmails(customer.email);
    expect(emails.at(-1)?.text).toContain('The reason given: The guide is ill that day.');
    expect(emails.at(-1)?.text).toContain('$89.00 is back on your account balance');
    await expectAppError(confirmBookingRequest(id, staff.id, NOW), 'conflict');
  });

  it('releases a request nobody answered within 72 hours, once, even when the job runs twice at once', async () => {
    const customer = await createCustomer(getDatabase(), 20_000);
    const outcome = await book(customer.id, saturdayMorning(2));
    expect(await releaseExpiredBookingHolds(new Date(NOW.getTime() + 71 * HOUR))).toBe(0);
    expect(await readBooking(outcome.reference)).toMatchObject({ status: 'REQUESTED' });
    const later = new Date(NOW.getTime() + 73 * HOUR);
    // Requests left by earlier tests of this file expire at the same time and are released too.
    const due = await getDatabase().booking.count({
      where: { OR: [{ status: 'REQUESTED', serviceType: 'CUSTOM' }, { status: 'PENDING_PAYMENT' }], holdExpiresAt: { lte: later } },
    });
    const released = await Promise.all([releaseExpiredBookingHolds(later), releaseExpiredBookingHolds(later)]);
    expect(released[0] + released[1]).toBe(due);
    expect(await releaseExpiredBookingHolds(later)).toBe(0);
    expect(await readBooking(outcome.reference)).toMatchObject({ status: 'DECLINED', balanceHeldCents: 0, holdExpiresAt: null });
    expect(await readBalance(customer.id)).toBe(20_000);
    expect((await listEntries(customer.id)).filter((entry) => entry.kind === 'REFUND')).toHaveLength(1);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(0);
    expect((await listEmails(customer.email)).at(-1)?.subject).toBe(`Your booking request ${outcome.reference} has lapsed`);
    // Staff arriving after the release cannot confirm it any more.
    const { id } = await readBooking(outcome.reference);
    await expectAppError(confirmBookingRequest(id, customer.id, later), 'conflict');
  });
  it('gives the held balance back when the buyer never finishes 3-D Secure', async () => {
    const customer = await createCustomer(getDatabase(), 4_000);
    const outcome = await book(customer.id, saturdayMorning(1), { card: TEST_CARDS.needsAuthentication });
    expect(outcome).toMatchObject({ status: 'requires_action' });
    expect(await readBalance(customer.id)).toBe(0);
    await releaseExpiredBookingHolds(new Date(NOW.getTime() + 73 * HOUR));
    expect(await readBooking(outcome.reference)).toMatchObject({ status: 'FAILED', balanceHeldCents: 0 });
    expect(await readBalance(customer.id)).toBe(4_000);
    const payments = await getDatabase().payment.findMany({ where: { booking: { reference: outcome.reference } }, select: { status: true, failureCode: true } });
    expect(payments).toEqual([{ status: 'FAILED', failureCode: 'payment_abandoned' }]);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(0);
    // The charge is closed at the gateway: the bank's step can no longer take the money.
    const { providerRef } = await getDatabase().payment.findFirstOrThrow({ where: { booking: { reference: outcome.reference } }, select: { providerRef: true } });
    const chargeId = providerRef ?? '';
    expect(await getDatabase().testGatewayCharge.findUniqueOrThrow({ where: { id: chargeId } })).toMatchObject({ status: 'failed', failureCode: 'canceled' });
    await answerTestAuthentication(chargeId, true);
    expect(await getDatabase().testGatewayCharge.findUniqueOrThrow({ where: { id: chargeId }, select: { status: true } })).toEqual({ status: 'failed' });
  });

  it('completes a booking whose 3-D Secure step was finished just before the charge was cancelled', async () => {
    const customer = await createCustomer(getDatabase(), 4_000);
    const outcome = await book(customer.id, saturdayMorning(1), { card: TEST_CARDS.needsAuthentication });
    const gateway = createTestGateway();
    // The buyer finishes the bank's step between the job's question and its cancellation.
    const racing: PaymentGateway = {
      ...gateway,
      cancelCharge: async (providerRef) => {
        await answerTestAuthentication(providerRef, true);
        return gateway.cancelCharge(providerRef);
      },
    };
    expect(await releaseExpiredBookingHolds(new Date(NOW.getTime() + 73 * HOUR), { gateway: racing })).toBeGreaterThanOrEqual(1);
    expect(await readBooking(outcome.reference)).toMatchObject({ status: 'REQUESTED', balanceHeldCents: 4_000, paidByCardCents: 4_900 });
    const payments = await getDatabase().payment.findMany({ where: { booking: { reference: outcome.reference } }, select: { status: true } });
    expect(payments).toEqual([{ status: 'SUCCEEDED' }]);
    expect(await readBalance(customer.id)).toBe(0);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(1);
  });
});

describe('cancelling a booking', () => {
  it('refunds everything to the balance more than 24 hours ahead, once, and only for its owner', async () => {
    const customer = await createCustomer(getDatabase(), 5_000);
    const stranger = await createCustomer(getDatabase());
    const outcome = await book(customer.id, saturdayMorning(1), { card: TEST_CARDS.succeeds });
    const { id } = await readBooking(outcome.reference);
    await confirmBookingRequest(id, stranger.id, NOW);

    await expectAppError(cancelBooking(id, { userId: stranger.id, now: NOW }), 'not_found');
    const dayAndAHalfAhead = new Date('2026-12-18T05:00:00Z');
    const results = await Promise.all([cancelBooking(id, { userId: customer.id, now: dayAndAHalfAhead }), cancelBooking(id, { userId: customer.id, now: dayAndAHalfAhead })]);
    expect(results.map((result) => result.status)).toEqual(['cancelled', 'cancelled']);
    expect(await readBalance(customer.id)).toBe(ADULT_CENTS);
    expect(await listEntries(customer.id)).toEqual([
      expect.objectContaining({ kind: 'BOOKING_DEBIT', amountCents: -5_000 }),
      expect.objectContaining({ kind: 'REFUND', amountCents: ADULT_CENTS, reference: `Refund for cancelled booking ${outcome.reference}`, bookingId: id }),
    ]);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(0);
    expect((await listEmails(customer.email)).at(-1)?.subject).toBe(`Your booking ${outcome.reference} is cancelled`);
  });

  it('refuses less than 24 hours before the start, and always for a non-refundable experience', async () => {
    const customer = await createCustomer(getDatabase(), 50_000);
    const outcome = await book(customer.id, saturdayMorning(1));
    const { id } = await readBooking(outcome.reference);
    const refusal = await expectAppError(cancelBooking(id, { userId: customer.id, now: new Date('2026-12-18T16:00:01Z') }), 'booking_too_late');
    expect(refusal.message).toBe('Free cancellation ends 24 hours before the start. This booking can no longer be cancelled.');
    expect(await readBooking(outcome.reference)).toMatchObject({ status: 'REQUESTED', balanceHeldCents: ADULT_CENTS });

    await getDatabase().product.update({ where: { id: experience.productId }, data: { nonRefundable: true } });
    await expectAppError(cancelBooking(id, { userId: customer.id, now: NOW }), 'booking_non_refundable');
    expect(await readBalance(customer.id)).toBe(50_000 - ADULT_CENTS);
  });

  it('counts the 24 hours in Vancouver’s own time on 1 November 2026, when it no longer falls back, with the server in UTC', async () => {
    // Sunday 1 November 2026, 09:00 on UTC−7 (16:00 UTC); 24 hours before is Saturday 16:00 UTC.
    // Under the rules before tz 2026c the departure read as 17:00 UTC and this window closed an hour late.
    await getDatabase().availabilitySlot.create({ data: { productId: experience.productId, weekday: 0, startTime: '09:00', capacity: 6 } });
    const customer = await createCustomer(getDatabase(), 50_000);
    const octoberFirst = new Date('2026-10-01T19:00:00Z');
    const sunday = saturdayMorning(1, { travelDate: '2026-11-01' });
    const first = await book(customer.id, sunday, { now: octoberFirst });
    const second = await book(customer.id, sunday, { now: octoberFirst });
    const [firstId, secondId] = [(await readBooking(first.reference)).id, (await readBooking(second.reference)).id];

    // Saturday 08:30 local: more than 24 hours ahead.
    expect(await cancelBooking(firstId, { userId: customer.id, now: new Date('2026-10-31T15:30:00Z') })).toMatchObject({ status: 'cancelled' });
    // Saturday 09:30 local: less than 24 hours ahead (the old rules would still have allowed it).
    await expectAppError(cancelBooking(secondId, { userId: customer.id, now: new Date('2026-10-31T16:30:00Z') }), 'booking_too_late');
    expect(await readBalance(customer.id)).toBe(50_000 - ADULT_CENTS);
  });
});

describe('a Viator booking', () => {
  let fake: FakeViatorServer;

  beforeEach(async () => {
    fake = await startFakeViatorServer([
      { productCode: '5010SYD', productOptionCode: 'STANDARD', travelDate: '2026-12-19', startTime: '10:00', seats: 4, pricePerTraveller: { ADULT: 129.99, CHILD: 89.5 } },
      // The operator confirms these by hand: Viator answers PENDING.
      { productCode: '5010SYD', productOptionCode: 'STANDARD', travelDate: '2026-12-19', startTime: '12:00', seats: 4, pricePerTraveller: { ADULT: 129.99 }, confirmsLater: true },
    ]);
    await getDatabase().product.update({ where: { id: experience.productId }, data: { serviceType: 'VIATOR', supplierProductCode: '5010SYD' } });
  });

  afterEach(async () => {
    await fake.close();
  });

  function viator(timeoutMs = 2_000) {
    return createViatorSupplier({ baseUrl: fake.url, apiKey: fake.apiKey, timeoutMs, retryDelayMs: 10 });
  }

  it('is confirmed at once, booked once although the first call timed out and was retried', async () => {
    const customer = await createCustomer(getDatabase(), 50_000);
    const selection = saturdayMorning(2, { startTime: '10:00' });
    const supplier = viator(300);
    expect(await quoteBooking(selection, { userId: customer.id, now: NOW, supplier })).toMatchObject({ confirmation: 'instant', totalCents: 25_998 });
    fake.failNext('/bookings/book', { kind: 'slow', delayMs: 1_000 });
    const outcome = await placeBooking(selection, { userId: customer.id, idempotencyKey: newKey(), termsAccepted: true, now: NOW, supplier });

    expect(outcome).toMatchObject({ status: 'confirmed', totalCents: 25_998, fromBalanceCents: 25_998, byCardCents: 0 });
    expect(fake.bookings.size).toBe(1);
    const booking = await readBooking(outcome.reference);
    expect(booking).toMatchObject({ status: 'CONFIRMED', paidFromBalanceCents: 25_998, balanceHeldCents: 0, holdExpiresAt: null });
    expect(booking.supplierRef).toBe(fake.bookings.get(outcome.reference)?.bookingRef);
    expect(await listEntries(customer.id)).toEqual([expect.objectContaining({ kind: 'BOOKING_DEBIT', amountCents: -25_998 })]);
    const [email] = await listEmails(customer.email);
    expect(email).toMatchObject({ subject: `Your booking ${outcome.reference} is confirmed`, attachments: [{ kind: 'booking-ics', bookingId: booking.id }] });
  });

  it('is cancelled with the supplier too, and everything paid goes back to the balance', async () => {
    const customer = await createCustomer(getDatabase(), 20_000);
    const supplier = viator();
    const outcome = await placeBooking(saturdayMorning(1, { startTime: '10:00' }), {
      userId: customer.id,
      idempotencyKey: newKey(),
      termsAccepted: true,
      payment: { card: { cardNumber: TEST_CARDS.succeeds } },
      now: NOW,
      supplier,
    });
    expect(outcome).toMatchObject({ status: 'confirmed', totalCents: 12_999, fromBalanceCents: 12_999, byCardCents: 0 });
    const { id } = await readBooking(outcome.reference);
    expect(await cancelBooking(id, { userId: customer.id, now: NOW, supplier })).toMatchObject({ status: 'cancelled' });
    expect(fake.bookings.get(outcome.reference)?.status).toBe('CANCELLED');
    expect(await readBalance(customer.id)).toBe(20_000);
    expect((await listEmails(customer.email)).map((email) => email.subject)).toEqual([
      `Your booking ${outcome.reference} is confirmed`,
      `Your booking ${outcome.reference} is cancelled`,
    ]);
  });

  it('holds the price before any money moves and books under that hold', async () => {
    const customer = await createCustomer(getDatabase(), 50_000);
    const outcome = await placeBooking(saturdayMorning(1, { startTime: '10:00' }), { userId: customer.id, idempotencyKey: newKey(), termsAccepted: true, now: NOW, supplier: viator() });
    expect(outcome).toMatchObject({ status: 'confirmed', totalCents: 12_999 });
    const booking = await getDatabase().booking.findUniqueOrThrow({ where: { reference: outcome.reference }, select: { priceHoldRef: true, priceHoldExpiresAt: true } });
    expect(booking.priceHoldRef).toMatch(/^BR-/);
    expect(booking.priceHoldExpiresAt).not.toBeNull();
    expect(fake.requests.map((request) => request.path)).toEqual(['/availability/check', '/bookings/hold', '/bookings/book']);
    expect(fake.requests.at(-1)?.body).toMatchObject({ bookingRef: booking.priceHoldRef, partnerBookingRef: outcome.reference });
  });

  it('refuses a held price other than the one just quoted, before any money moves', async () => {
    const customer = await createCustomer(getDatabase(), 50_000);
    const supplier = viator();
    const repriced = { ...supplier, holdPrice: async (request: Parameters<typeof supplier.holdPrice>[0]) => ({ ...(await supplier.holdPrice(request)), totalCents: 13_499 }) };
    const key = newKey();
    await expectAppError(placeBooking(saturdayMorning(1, { startTime: '10:00' }), { userId: customer.id, idempotencyKey: key, termsAccepted: true, now: NOW, supplier: repriced }), 'price_changed');
    expect(await getDatabase().booking.count({ where: { idempotencyKey: key } })).toBe(0);
    expect(await listEntries(customer.id)).toEqual([]);
    expect(fake.bookings.size).toBe(0);
  });

  it('holds the price again when a checkout resumes after its hold expired, and gives the money back if it moved', async () => {
    const supplier = viator();
    async function bookAfterExpiredHold(userId: string, resumeWith: typeof supplier) {
      const outcome = await placeBooking(saturdayMorning(1, { startTime: '10:00' }), {
        userId,
        idempotencyKey: newKey(),
        termsAccepted: true,
        now: NOW,
        supplier,
        payment: { card: { cardNumber: TEST_CARDS.needsAuthentication } },
      });
      expect(outcome).toMatchObject({ status: 'requires_action' });
      // The buyer took longer with the bank than the hold lasts.
      const { id, priceHoldRef } = await getDatabase().booking.update({ where: { reference: outcome.reference }, data: { priceHoldExpiresAt: new Date(NOW.getTime() - 60_000) } });
      const { providerRef } = await getDatabase().payment.findFirstOrThrow({ where: { bookingId: id }, select: { providerRef: true } });
      await answerTestAuthentication(providerRef ?? '', true);
      return { reference: outcome.reference, firstHoldRef: priceHoldRef, resumed: confirmBookingPayment(outcome.reference, { userId, now: NOW, supplier: resumeWith }) };
    }

    const customer = await createCustomer(getDatabase(), 5_000);
    const held = await bookAfterExpiredHold(customer.id, supplier);
    expect(await held.resumed).toMatchObject({ status: 'confirmed', fromBalanceCents: 5_000, byCardCents: 7_999 });
    const renewed = await getDatabase().booking.findUniqueOrThrow({ where: { reference: held.reference }, select: { priceHoldRef: true } });
    expect(renewed.priceHoldRef).not.toBe(held.firstHoldRef);
    expect(fake.bookings.get(held.reference)?.bookingRef).toBe(renewed.priceHoldRef);

    const other = await createCustomer(getDatabase(), 5_000);
    const repriced = { ...supplier, holdPrice: async (request: Parameters<typeof supplier.holdPrice>[0]) => ({ ...(await supplier.holdPrice(request)), totalCents: 13_499 }) };
    const moved = await bookAfterExpiredHold(other.id, repriced);
    await expectAppError(moved.resumed, 'supplier_refused');
    expect(await readBooking(moved.reference)).toMatchObject({ status: 'FAILED', balanceHeldCents: 0 });
    expect(await readBalance(other.id)).toBe(5_000);
    expect(fake.bookings.has(moved.reference)).toBe(false);
  });

  async function bookPending(supplier = viator()) {
    const customer = await createCustomer(getDatabase(), 50_000);
    const outcome = await placeBooking(saturdayMorning(2, { startTime: '12:00' }), { userId: customer.id, idempotencyKey: newKey(), termsAccepted: true, now: NOW, supplier });
    expect(outcome).toMatchObject({ status: 'requested', totalCents: 25_998, fromBalanceCents: 25_998 });
    return { customer, reference: outcome.reference };
  }

  it('holds the money while Viator answers PENDING, and confirms it once when a later run hears CONFIRMED', async () => {
    const supplier = viator();
    const { customer, reference } = await bookPending(supplier);
    const pending = await readBooking(reference);
    expect(pending).toMatchObject({ status: 'REQUESTED', balanceHeldCents: 25_998, paidFromBalanceCents: 0, supplierRef: fake.bookings.get(reference)?.bookingRef });
    expect(pending.holdExpiresAt).toEqual(new Date(NOW.getTime() + 72 * HOUR));
    expect(await readBalance(customer.id)).toBe(50_000 - 25_998);

    // Still pending: asked, and left for the next run.
    await releaseExpiredBookingHolds(new Date(NOW.getTime() + HOUR), { supplier });
    expect(await readBooking(reference)).toMatchObject({ status: 'REQUESTED', balanceHeldCents: 25_998 });
    fake.decideBooking(reference, 'CONFIRMED');
    // No answer in time, then a failing one: the money stays held until a run hears back.
    fake.failNext('/bookings/status', { kind: 'slow', delayMs: 1_000 });
    fake.failNext('/bookings/status', { kind: 'server_error' });
    await releaseExpiredBookingHolds(new Date(NOW.getTime() + 2 * HOUR), { supplier: viator(300) });
    expect(await readBooking(reference)).toMatchObject({ status: 'REQUESTED' });

    const runs = await Promise.all([1, 2].map(() => releaseExpiredBookingHolds(new Date(NOW.getTime() + 3 * HOUR), { supplier })));
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await readBooking(reference)).toMatchObject({ status: 'CONFIRMED', balanceHeldCents: 0, paidFromBalanceCents: 25_998, holdExpiresAt: null });
    expect(await readBalance(customer.id)).toBe(50_000 - 25_998);
    expect(await listEntries(customer.id)).toEqual([expect.objectContaining({ kind: 'BOOKING_DEBIT', amountCents: -25_998 })]);
    const emails = await listEmails(customer.email);
    expect(emails.map((email) => email.subject)).toEqual([`We have your booking request ${reference}`, `Your booking ${reference} is confirmed`]);
    expect(emails[1]?.attachments).toEqual([expect.objectContaining({ kind: 'booking-ics' })]);
  });

  it('gives everything back with one REFUND entry when Viator rejects a pending booking', async () => {
    const supplier = viator();
    const { customer, reference } = await bookPending(supplier);
    fake.decideBooking(reference, 'REJECTED');
    await Promise.all([1, 2].map(() => releaseExpiredBookingHolds(new Date(NOW.getTime() + HOUR), { supplier })));
    expect(await readBooking(reference)).toMatchObject({ status: 'DECLINED', balanceHeldCents: 0, holdExpiresAt: null });
    expect(await readBalance(customer.id)).toBe(50_000);
    expect((await listEntries(customer.id)).map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['BOOKING_DEBIT', -25_998],
      ['REFUND', 25_998],
    ]);
    expect((await listEmails(customer.email)).at(-1)?.subject).toBe(`We could not accept your booking request ${reference}`);
  });

  it('releases a booking still pending after 72 hours, cancelling it with Viator first', async () => {
    const supplier = viator();
    const { customer, reference } = await bookPending(supplier);
    await releaseExpiredBookingHolds(new Date(NOW.getTime() + 71 * HOUR), { supplier });
    expect(await readBooking(reference)).toMatchObject({ status: 'REQUESTED' });
    const later = new Date(NOW.getTime() + 73 * HOUR);
    await Promise.all([1, 2].map(() => releaseExpiredBookingHolds(later, { supplier })));
    expect(await readBooking(reference)).toMatchObject({ status: 'DECLINED', balanceHeldCents: 0 });
    expect(fake.bookings.get(reference)?.status).toBe('CANCELLED');
    expect(await readBalance(customer.id)).toBe(50_000);
    expect((await listEntries(customer.id)).filter((entry) => entry.kind === 'REFUND')).toHaveLength(1);
    expect((await listEmails(customer.email)).at(-1)?.subject).toBe(`Your booking request ${reference} has lapsed`);
  });

  it('fails cleanly when the supplier refuses: the balance comes back with a REFUND entry', async () => {
    const customer = await createCustomer(getDatabase(), 50_000);
    const other = await createCustomer(getDatabase(), 80_000);
    const selection = saturdayMorning(3, { startTime: '10:00' });
    const supplier = viator();
    // Someone else takes the seats between the availability check and the booking.
    const [quote] = await Promise.all([quoteBooking(selection, { userId: customer.id, now: NOW, supplier })]);
    await placeBooking(selection, { userId: other.id, idempotencyKey: newKey(), termsAccepted: true, now: NOW, supplier });
    expect(quote.totalCents).toBe(38_997);
    // Viator would refuse the hold already; this supplier answers as if the seats went between the hold and the booking.
    const failing = {
      ...supplier,
      checkAvailability: () => Promise.resolve({ available: true as const, totalCents: 38_997 }),
      holdPrice: () => Promise.resolve({ holdRef: null, totalCents: 38_997, expiresAt: null }),
    };
    await expectAppError(
      placeBooking(selection, { userId: customer.id, idempotencyKey: newKey(), termsAccepted: true, now: NOW, supplier: failing }),
      'supplier_refused',
    );
    expect(await readBalance(customer.id)).toBe(50_000);
    expect((await listEntries(customer.id)).map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['BOOKING_DEBIT', -38_997],
      ['REFUND', 38_997],
    ]);
    expect(await getDatabase().booking.count({ where: { userId: customer.id, status: 'FAILED' } })).toBe(1);
  });
});
