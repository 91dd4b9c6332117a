import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reconcileLedger } from '@/domains/accounts/server/ledger-service';
import { confirmBookingPayment, placeBooking } from '@/domains/bookings/server/checkout';
import { quoteBooking } from '@/domains/bookings/server/quote';
import { declineBookingRequest } from '@/domains/bookings/server/request-answers';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { answerTestAuthentication } from '@/domains/payments/server/test-gateway';
import { getDatabase } from '@/server/db';
import { AppError } from '@/server/errors';
import { createCustomer } from '../money/money-fixtures';
import {
  ADULT_CENTS,
  book,
  createExperienceBeforeEach,
  expectAppError,
  experience,
  HOUR,
  listEmails,
  listEntries,
  newKey,
  NOW,
  readBalance,
  readBooking,
  readSeatsTaken,
  referenceOf,
  saturdayMorning,
} from './booking-helpers';

createExperienceBeforeEach();

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
    const declined = await book(customer.id, saturdayMorning(2), { key, card: TEST_CARDS.declined });
    expect(declined).toMatchObject({ status: 'failed', reason: 'payment_declined', message: 'card_declined' });
    expect(await readBalance(customer.id)).toBe(5_000);
    expect(await listEntries(customer.id)).toEqual([]);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(0);
    expect(await getDatabase().booking.findMany({ where: { userId: customer.id }, select: { status: true, declineReason: true } })).toEqual([
      { status: 'FAILED', declineReason: 'card_declined' },
    ]);
    // The same attempt again gives the same answer, without a second charge.
    expect(await book(customer.id, saturdayMorning(2), { key, card: TEST_CARDS.declined })).toEqual(declined);
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
