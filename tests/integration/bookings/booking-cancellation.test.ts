import { describe, expect, it } from 'vitest';
import { cancelBooking } from '@/domains/bookings/server/cancellation';
import { confirmBookingRequest } from '@/domains/bookings/server/request-answers';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { getDatabase } from '@/server/db';
import { createCustomer } from '../money/money-fixtures';
import {
  ADULT_CENTS,
  book,
  createExperienceBeforeEach,
  expectAppError,
  experience,
  listEmails,
  listEntries,
  NOW,
  readBalance,
  readBooking,
  readSeatsTaken,
  saturdayMorning,
} from './booking-helpers';

createExperienceBeforeEach();

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
