import { describe, expect, it } from 'vitest';
import { renderBookingCalendarAttachment } from '@/domains/bookings/server/booking-emails';
import { confirmBookingRequest, declineBookingRequest, releaseExpiredBookingHolds } from '@/domains/bookings/server/request-answers';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import type { PaymentGateway } from '@/domains/payments/server/gateway';
import { answerTestAuthentication, createTestGateway } from '@/domains/payments/server/test-gateway';
import { getDatabase } from '@/server/db';
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
  NOW,
  readBalance,
  readBooking,
  readSeatsTaken,
  saturdayMorning,
} from './booking-helpers';

createExperienceBeforeEach();

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
