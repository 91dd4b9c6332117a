import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingSelection } from '@/domains/bookings/schemas';
import { cancelBooking, listUpcomingBookings } from '@/domains/bookings/server/cancellation';
import { confirmBookingPayment, placeBooking } from '@/domains/bookings/server/checkout';
import { declineBookingRequest } from '@/domains/bookings/server/request-answers';
import { exchangeBooking } from '@/domains/bookings/server/exchange';
import { getBookingConfirmation, listCustomerBookings } from '@/domains/bookings/server/queries';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { answerTestAuthentication } from '@/domains/payments/server/test-gateway';
import { getDatabase } from '@/server/db';
import { AppError } from '@/server/errors';
import { createCustomer } from '../money/money-fixtures';
import { createBookableExperience, toDbDate, type BookableExperience } from './booking-fixtures';

// 12:00 in Vancouver: with the 21-day lead time the first bookable date is 16 December.
const NOW = new Date('2026-11-25T20:00:00Z');
// Saturday 19 December, 09:00 in Vancouver (UTC−7 all year since November 2026), is 16:00 UTC:
// free cancellation ends on the 18th at 16:00 UTC.
const TOO_LATE = new Date('2026-12-18T16:00:01Z');
const ADULT_CENTS = 8_900;
const PRIVATE_ADULT_CENTS = 16_020;

let experience: BookableExperience;

beforeEach(async () => {
  experience = await createBookableExperience(getDatabase());
});

async function readReference(bookingId: string): Promise<string> {
  return (await getDatabase().booking.findUniqueOrThrow({ where: { id: bookingId }, select: { reference: true } })).reference;
}

function saturdayMorning(adults: number, fields: Partial<BookingSelection> = {}): BookingSelection {
  return { productSlug: experience.slug, tourGradeCode: 'STANDARD', travelDate: '2026-12-19', startTime: '09:00', travellers: [{ ageBandCode: 'ADULT', count: adults }], ...fields };
}

function wednesday(adults: number): BookingSelection {
  return { productSlug: experience.slug, tourGradeCode: 'STANDARD', travelDate: '2026-12-23', startTime: '10:00', travellers: [{ ageBandCode: 'ADULT', count: adults }] };
}

async function bookFromBalance(userId: string, selection: BookingSelection): Promise<string> {
  const outcome = await placeBooking(selection, { userId, idempotencyKey: randomUUID(), termsAccepted: true, now: NOW });
  if (outcome.status !== 'requested') throw new Error(`Expected a request, got ${outcome.status}`);
  return outcome.bookingId;
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
    select: { kind: true, amountCents: true, bookingId: true },
    orderBy: { createdAt: 'asc' },
  });
}

function readBooking(id: string) {
  return getDatabase().booking.findUniqueOrThrow({
    where: { id },
    select: { status: true, balanceHeldCents: true, paidFromBalanceCents: true, exchangedFromId: true, totalCents: true },
  });
}

async function readSeatsTaken(slotId: string, date: string): Promise<number> {
  const row = await getDatabase().slotOccupancy.findUnique({ where: { slotId_date: { slotId, date: toDbDate(date) } }, select: { bookedCount: true } });
  return row?.bookedCount ?? 0;
}

describe('exchanging a booking', () => {
  it('moves to a cheaper one, crediting the remainder to the balance once however often it is sent', async () => {
    const customer = await createCustomer(getDatabase(), 50_000);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(2));
    const key = randomUUID();
    const exchange = () => exchangeBooking(oldId, wednesday(1), { userId: customer.id, idempotencyKey: key, now: NOW });

    const outcomes = await Promise.all([exchange(), exchange()]);
    const again = await exchange();

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['requested', 'requested']);
    expect(new Set([...outcomes, again].map((outcome) => outcome.bookingId)).size).toBe(1);
    const newId = again.bookingId;
    expect(await readBooking(oldId)).toMatchObject({ status: 'CANCELLED', balanceHeldCents: 0 });
    expect(await readBooking(newId)).toMatchObject({ status: 'REQUESTED', exchangedFromId: oldId, totalCents: ADULT_CENTS, balanceHeldCents: ADULT_CENTS });
    expect(await listEntries(customer.id)).toEqual([
      { kind: 'BOOKING_DEBIT', amountCents: -2 * ADULT_CENTS, bookingId: oldId },
      { kind: 'EXCHANGE_REMAINDER', amountCents: ADULT_CENTS, bookingId: oldId },
    ]);
    expect(await readBalance(customer.id)).toBe(50_000 - ADULT_CENTS);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(0);
    expect(await readSeatsTaken(experience.wednesdaySlotId, '2026-12-23')).toBe(1);

    // As the customer reads it: the new one paid with the old one and the rest back on the balance;
    // the old one exchanged, not merely cancelled.
    const [oldBooking, newBooking] = await Promise.all([readReference(oldId), readReference(newId)]);
    expect(await getBookingConfirmation(newBooking, customer.id)).toMatchObject({
      fromBalanceCents: ADULT_CENTS,
      exchangedFrom: { reference: oldBooking, paidWithCents: ADULT_CENTS, returnedToBalanceCents: ADULT_CENTS },
    });
    expect(await getBookingConfirmation(oldBooking, customer.id)).toMatchObject({ status: 'CANCELLED', exchangedToReference: newBooking });
    expect((await listCustomerBookings(customer.id, 'en-CA')).map(({ reference, exchangedToReference }) => [reference, exchangedToReference])).toEqual([
      [newBooking, null],
      [oldBooking, newBooking],
    ]);

    // Declined by staff, the new request gives back what it holds, as any request does.
    await declineBookingRequest(newId, customer.id, 'The guide is ill.', NOW);
    expect(await readBalance(customer.id)).toBe(50_000);
  });

  it('moves to a pricier one, taking the difference from the balance', async () => {
    const customer = await createCustomer(getDatabase(), 20_000);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(1));

    const outcome = await exchangeBooking(oldId, saturdayMorning(1, { tourGradeCode: 'PRIVATE' }), { userId: customer.id, idempotencyKey: randomUUID(), now: NOW });

    expect(outcome).toMatchObject({ status: 'requested', totalCents: PRIVATE_ADULT_CENTS, fromBalanceCents: PRIVATE_ADULT_CENTS, byCardCents: 0 });
    expect(await listEntries(customer.id)).toEqual([
      { kind: 'BOOKING_DEBIT', amountCents: -ADULT_CENTS, bookingId: oldId },
      { kind: 'BOOKING_DEBIT', amountCents: -(PRIVATE_ADULT_CENTS - ADULT_CENTS), bookingId: outcome.bookingId },
    ]);
    expect(await readBalance(customer.id)).toBe(20_000 - PRIVATE_ADULT_CENTS);
    // The old seat was given back and the new one taken on the same departure.
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(1);
  });

  it('refuses a new choice whose price is no longer the one shown, keeping the old booking', async () => {
    const customer = await createCustomer(getDatabase(), 20_000);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(1));
    const shownTotalCents = PRIVATE_ADULT_CENTS - 100;

    await expectAppError(
      exchangeBooking(oldId, saturdayMorning(1, { tourGradeCode: 'PRIVATE' }), { userId: customer.id, idempotencyKey: randomUUID(), shownTotalCents, now: NOW }),
      'price_changed',
    );
    expect(await getDatabase().booking.findMany({ where: { userId: customer.id }, select: { id: true, status: true } })).toEqual([{ id: oldId, status: 'REQUESTED' }]);
    expect(await readBalance(customer.id)).toBe(20_000 - ADULT_CENTS);
  });

  it('grows the party on a departure its own booking fills, counting the seats it gives back', async () => {
    // Saturday morning holds 6: another customer has 1 seat, this one 4 and wants 5, so 1 seat is free.
    const other = await createCustomer(getDatabase(), 50_000);
    await bookFromBalance(other.id, saturdayMorning(1));
    const customer = await createCustomer(getDatabase(), 100_000);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(4));

    const outcome = await exchangeBooking(oldId, saturdayMorning(5), { userId: customer.id, idempotencyKey: randomUUID(), now: NOW });
    expect(outcome).toMatchObject({ status: 'requested', totalCents: 5 * ADULT_CENTS });
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(6);
    await expectAppError(exchangeBooking(outcome.bookingId, saturdayMorning(6), { userId: customer.id, idempotencyKey: randomUUID(), now: NOW }), 'booking_unavailable');
  });

  it('shrinks the party on a departure its own booking fills: the seats it gives back are enough', async () => {
    // Saturday morning holds 6: another customer has 2 seats, this one 4 and wants 1; nothing else is free.
    const other = await createCustomer(getDatabase(), 50_000);
    await bookFromBalance(other.id, saturdayMorning(2));
    const customer = await createCustomer(getDatabase(), 100_000);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(4));

    const outcome = await exchangeBooking(oldId, saturdayMorning(1), { userId: customer.id, idempotencyKey: randomUUID(), now: NOW });
    expect(outcome).toMatchObject({ status: 'requested', totalCents: ADULT_CENTS });
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(3);
  });

  it('refuses a pricier one the balance cannot pay, writing nothing', async () => {
    const customer = await createCustomer(getDatabase(), ADULT_CENTS);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(1));

    await expectAppError(
      exchangeBooking(oldId, saturdayMorning(1, { tourGradeCode: 'PRIVATE' }), { userId: customer.id, idempotencyKey: randomUUID(), now: NOW }),
      'insufficient_balance',
    );

    expect(await readBooking(oldId)).toMatchObject({ status: 'REQUESTED', balanceHeldCents: ADULT_CENTS });
    expect(await getDatabase().booking.count({ where: { userId: customer.id } })).toBe(1);
    expect(await readBalance(customer.id)).toBe(0);
  });

  it('is refused after free cancellation ends, for someone else’s booking, and for a key reused with another choice', async () => {
    const customer = await createCustomer(getDatabase(), 50_000);
    const stranger = await createCustomer(getDatabase(), 50_000);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(1));

    const late = await expectAppError(exchangeBooking(oldId, wednesday(1), { userId: customer.id, idempotencyKey: randomUUID(), now: TOO_LATE }), 'booking_too_late');
    expect(late.message).toBe('Free cancellation ends 24 hours before the start. This booking can no longer be cancelled.');
    await expectAppError(exchangeBooking(oldId, wednesday(1), { userId: stranger.id, idempotencyKey: randomUUID(), now: NOW }), 'not_found');

    const key = randomUUID();
    await exchangeBooking(oldId, wednesday(1), { userId: customer.id, idempotencyKey: key, now: NOW });
    await expectAppError(exchangeBooking(oldId, wednesday(2), { userId: customer.id, idempotencyKey: key, now: NOW }), 'idempotency_key_reused');
    // The old booking is gone: a second exchange with a new key finds nothing to move.
    await expectAppError(exchangeBooking(oldId, wednesday(2), { userId: customer.id, idempotencyKey: randomUUID(), now: NOW }), 'conflict');
    expect(await readBalance(customer.id)).toBe(50_000 - ADULT_CENTS);
  });
});

describe('exchanging for a pricier one with the card paying what the balance does not', () => {
  // One adult on the standard grade leaves 1 100 on the balance; the private grade costs 7 120 more.
  const OPENING_CENTS = 10_000;
  const LEFT_CENTS = OPENING_CENTS - ADULT_CENTS;
  const BY_CARD_CENTS = PRIVATE_ADULT_CENTS - ADULT_CENTS - LEFT_CENTS;

  function exchangeToPrivate(oldId: string, userId: string, cardNumber: string, idempotencyKey = randomUUID()) {
    return exchangeBooking(oldId, saturdayMorning(1, { tourGradeCode: 'PRIVATE' }), { userId, idempotencyKey, now: NOW, payment: { card: { cardNumber } } });
  }

  /** The gateway's charges for this customer's bookings (the gateway's table is not emptied between tests). */
  async function listCharges(userId: string) {
    const payments = await getDatabase().payment.findMany({ where: { booking: { userId } }, select: { idempotencyKey: true } });
    return getDatabase().testGatewayCharge.findMany({
      where: { idempotencyKey: { in: payments.map((payment) => payment.idempotencyKey) } },
      select: { id: true, amountCents: true, status: true, refundedCents: true },
    });
  }

  it('takes the balance, then the card, and gives the old booking up once both are in', async () => {
    const customer = await createCustomer(getDatabase(), OPENING_CENTS);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(1));

    const outcome = await exchangeToPrivate(oldId, customer.id, TEST_CARDS.succeeds);

    expect(outcome).toMatchObject({ status: 'requested', totalCents: PRIVATE_ADULT_CENTS, fromBalanceCents: ADULT_CENTS + LEFT_CENTS, byCardCents: BY_CARD_CENTS });
    expect(await readBooking(oldId)).toMatchObject({ status: 'CANCELLED', balanceHeldCents: 0 });
    expect(await readBooking(outcome.bookingId)).toMatchObject({ status: 'REQUESTED', exchangedFromId: oldId, balanceHeldCents: ADULT_CENTS + LEFT_CENTS });
    expect(await listEntries(customer.id)).toEqual([
      { kind: 'BOOKING_DEBIT', amountCents: -ADULT_CENTS, bookingId: oldId },
      { kind: 'BOOKING_DEBIT', amountCents: -LEFT_CENTS, bookingId: outcome.bookingId },
    ]);
    expect(await readBalance(customer.id)).toBe(0);
    expect(await listCharges(customer.id)).toEqual([expect.objectContaining({ amountCents: BY_CARD_CENTS, status: 'succeeded' })]);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(1);

    // Declined by staff, everything the new request holds goes back to the balance, the card part included.
    await declineBookingRequest(outcome.bookingId, customer.id, 'The guide is ill.', NOW);
    expect(await readBalance(customer.id)).toBe(PRIVATE_ADULT_CENTS);
  });

  it('asks for a card when the balance is short, and a declined card changes nothing', async () => {
    const customer = await createCustomer(getDatabase(), OPENING_CENTS);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(1));

    const declined = await expectAppError(exchangeToPrivate(oldId, customer.id, TEST_CARDS.declined), 'payment_declined');

    expect(declined.fieldErrors).toEqual({ card: ['declines.card_declined'] });
    expect(await readBooking(oldId)).toMatchObject({ status: 'REQUESTED', balanceHeldCents: ADULT_CENTS });
    expect(await readBalance(customer.id)).toBe(LEFT_CENTS);
    expect(await listEntries(customer.id)).toEqual([{ kind: 'BOOKING_DEBIT', amountCents: -ADULT_CENTS, bookingId: oldId }]);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(1);

    // The failed attempt does not keep the old booking: another card, another attempt, goes through.
    expect(await exchangeToPrivate(oldId, customer.id, TEST_CARDS.succeeds)).toMatchObject({ status: 'requested', byCardCents: BY_CARD_CENTS });
    expect(await readBooking(oldId)).toMatchObject({ status: 'CANCELLED' });
  });

  it('waits for 3-D Secure with the old booking and the balance untouched, then completes on the return page', async () => {
    const customer = await createCustomer(getDatabase(), OPENING_CENTS);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(1));

    const pending = await exchangeToPrivate(oldId, customer.id, TEST_CARDS.needsAuthentication);

    expect(pending).toMatchObject({ status: 'requires_action' });
    expect(await readBooking(oldId)).toMatchObject({ status: 'REQUESTED', balanceHeldCents: ADULT_CENTS });
    expect(await readBalance(customer.id)).toBe(LEFT_CENTS);
    const [charge] = await listCharges(customer.id);
    await answerTestAuthentication(charge?.id ?? '', true);
    expect(await confirmBookingPayment(pending.reference, { userId: customer.id, now: NOW })).toMatchObject({
      status: 'requested',
      fromBalanceCents: ADULT_CENTS + LEFT_CENTS,
      byCardCents: BY_CARD_CENTS,
    });
    expect(await readBooking(oldId)).toMatchObject({ status: 'CANCELLED' });
    expect(await readBalance(customer.id)).toBe(0);
  });

  it('gives the card charge back when the old booking was cancelled during 3-D Secure', async () => {
    const customer = await createCustomer(getDatabase(), OPENING_CENTS);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(1));
    const pending = await exchangeToPrivate(oldId, customer.id, TEST_CARDS.needsAuthentication);
    await cancelBooking(oldId, { userId: customer.id, now: NOW });
    const [charge] = await listCharges(customer.id);
    await answerTestAuthentication(charge?.id ?? '', true);

    await expectAppError(confirmBookingPayment(pending.reference, { userId: customer.id, now: NOW }), 'conflict');

    expect(await readBooking(pending.bookingId)).toMatchObject({ status: 'FAILED', balanceHeldCents: 0 });
    expect(await listCharges(customer.id)).toEqual([expect.objectContaining({ status: 'succeeded', refundedCents: BY_CARD_CENTS })]);
    expect(await readBalance(customer.id)).toBe(OPENING_CENTS);
    expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(0);
  });

  describe('a bigger party on the departure the old booking nearly fills (Saturday morning holds 6)', () => {
    // Another customer has 1 seat and this one 4; the private grade for 5 costs more than the balance holds.
    const FOUR_ADULTS_CENTS = 4 * ADULT_CENTS;

    async function bookFourOfSix() {
      const other = await createCustomer(getDatabase(), 50_000);
      await bookFromBalance(other.id, saturdayMorning(1));
      const customer = await createCustomer(getDatabase(), FOUR_ADULTS_CENTS + 1_000);
      const oldId = await bookFromBalance(customer.id, saturdayMorning(4));
      return { customer, oldId };
    }

    function exchangeToFivePrivate(oldId: string, userId: string, cardNumber: string) {
      return exchangeBooking(oldId, saturdayMorning(5, { tourGradeCode: 'PRIVATE' }), { userId, idempotencyKey: randomUUID(), now: NOW, payment: { card: { cardNumber } } });
    }

    it('takes over the old booking’s seats, so only the extra one must be free', async () => {
      const { customer, oldId } = await bookFourOfSix();

      const outcome = await exchangeToFivePrivate(oldId, customer.id, TEST_CARDS.succeeds);

      expect(outcome).toMatchObject({ status: 'requested', totalCents: 5 * PRIVATE_ADULT_CENTS, byCardCents: 5 * PRIVATE_ADULT_CENTS - FOUR_ADULTS_CENTS - 1_000 });
      expect(await readBooking(oldId)).toMatchObject({ status: 'CANCELLED' });
      expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(6);
      // The seats are the new booking's own now: cancelling it gives all five back.
      await cancelBooking(outcome.bookingId, { userId: customer.id, now: NOW });
      expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(1);
    });

    it('gives back only the extra seat when the card is declined, the old booking keeping its four', async () => {
      const { customer, oldId } = await bookFourOfSix();

      await expectAppError(exchangeToFivePrivate(oldId, customer.id, TEST_CARDS.declined), 'payment_declined');

      expect(await readBooking(oldId)).toMatchObject({ status: 'REQUESTED', balanceHeldCents: FOUR_ADULTS_CENTS });
      expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(5);
      await cancelBooking(oldId, { userId: customer.id, now: NOW });
      expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(1);
    });

    it('lets the last seat go once when the exchange and four other customers want it at once', async () => {
      const { customer, oldId } = await bookFourOfSix();
      const others = await Promise.all([1, 2, 3, 4].map(() => createCustomer(getDatabase(), 50_000)));

      const results = await Promise.allSettled([
        exchangeToFivePrivate(oldId, customer.id, TEST_CARDS.succeeds),
        ...others.map((other) => placeBooking(saturdayMorning(1), { userId: other.id, idempotencyKey: randomUUID(), termsAccepted: true, now: NOW })),
      ]);

      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect((result.reason as AppError).code).toBe('booking_unavailable');
      }
      const active = await getDatabase().bookingTraveller.aggregate({
        where: { booking: { productId: experience.productId, status: { in: ['REQUESTED', 'CONFIRMED'] }, travelDate: toDbDate('2026-12-19'), startTime: '09:00' } },
        _sum: { count: true },
      });
      expect(active._sum.count).toBe(6);
      expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(6);
    });

    it('counts every seat once when the old booking is cancelled during 3-D Secure', async () => {
      const { customer, oldId } = await bookFourOfSix();
      const pending = await exchangeToFivePrivate(oldId, customer.id, TEST_CARDS.needsAuthentication);
      expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(6);
      await cancelBooking(oldId, { userId: customer.id, now: NOW });
      const [charge] = await listCharges(customer.id);
      await answerTestAuthentication(charge?.id ?? '', true);

      await expectAppError(confirmBookingPayment(pending.reference, { userId: customer.id, now: NOW }), 'conflict');

      expect(await readBooking(pending.bookingId)).toMatchObject({ status: 'FAILED' });
      expect(await readSeatsTaken(experience.saturdayMorningSlotId, '2026-12-19')).toBe(1);
      expect(await readBalance(customer.id)).toBe(FOUR_ADULTS_CENTS + 1_000);
    });
  });

  it('makes one exchange and one charge when the same one is sent twice at once', async () => {
    const customer = await createCustomer(getDatabase(), OPENING_CENTS);
    const oldId = await bookFromBalance(customer.id, saturdayMorning(1));
    const key = randomUUID();

    const outcomes = await Promise.all([exchangeToPrivate(oldId, customer.id, TEST_CARDS.succeeds, key), exchangeToPrivate(oldId, customer.id, TEST_CARDS.succeeds, key)]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['requested', 'requested']);
    expect(new Set(outcomes.map((outcome) => outcome.bookingId)).size).toBe(1);
    expect(await listCharges(customer.id)).toEqual([expect.objectContaining({ amountCents: BY_CARD_CENTS, status: 'succeeded', refundedCents: 0 })]);
    expect(await listEntries(customer.id)).toHaveLength(2);
    expect(await readBalance(customer.id)).toBe(0);
    expect(await getDatabase().booking.count({ where: { userId: customer.id } })).toBe(2);
  });
});

describe('the customer’s upcoming bookings', () => {
  it('lists only their own requests and confirmed bookings, with what cancelling each would return', async () => {
    const customer = await createCustomer(getDatabase(), 50_000);
    const stranger = await createCustomer(getDatabase(), 50_000);
    const saturdayId = await bookFromBalance(customer.id, saturdayMorning(2));
    const wednesdayId = await bookFromBalance(customer.id, wednesday(1));
    await bookFromBalance(stranger.id, wednesday(1));
    await exchangeBooking(wednesdayId, wednesday(2), { userId: customer.id, idempotencyKey: randomUUID(), now: NOW });

    const list = await listUpcomingBookings(customer.id, NOW);
    expect(list.map((booking) => [booking.startsAt, booking.cancellation])).toEqual([
      ['2026-12-19T16:00:00.000Z', { status: 'free', refundCents: 2 * ADULT_CENTS, freeUntil: '2026-12-18T16:00:00.000Z' }],
      ['2026-12-23T17:00:00.000Z', { status: 'free', refundCents: 2 * ADULT_CENTS, freeUntil: '2026-12-22T17:00:00.000Z' }],
    ]);
    expect(list[0]).toMatchObject({ id: saturdayId, status: 'REQUESTED', timeZone: 'America/Vancouver', travellerCount: 2, hasStartTime: true });

    const late = await listUpcomingBookings(customer.id, TOO_LATE);
    expect(late[0]?.cancellation).toEqual({ status: 'too_late', freeUntil: '2026-12-18T16:00:00.000Z' });
    // Once it has started it is no longer upcoming.
    expect((await listUpcomingBookings(customer.id, new Date('2026-12-19T16:00:00Z'))).map((booking) => booking.travellerCount)).toEqual([2]);
  });
});
