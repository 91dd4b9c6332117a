import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelBooking } from '@/domains/bookings/server/cancellation';
import { confirmBookingPayment, placeBooking } from '@/domains/bookings/server/checkout';
import { quoteBooking } from '@/domains/bookings/server/quote';
import { releaseExpiredBookingHolds } from '@/domains/bookings/server/request-answers';
import { createViatorSupplier } from '@/domains/bookings/server/viator-supplier';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { answerTestAuthentication } from '@/domains/payments/server/test-gateway';
import { getDatabase } from '@/server/db';
import { startFakeViatorServer, type FakeViatorServer } from '../../fixtures/fake-viator-server';
import { createCustomer } from '../money/money-fixtures';
import {
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
  saturdayMorning,
} from './booking-helpers';

createExperienceBeforeEach();

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
    await expect(placeBooking(selection, { userId: customer.id, idempotencyKey: newKey(), termsAccepted: true, now: NOW, supplier: failing })).resolves.toMatchObject({
      status: 'failed',
      reason: 'supplier_refused',
    });
    expect(await readBalance(customer.id)).toBe(50_000);
    expect((await listEntries(customer.id)).map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['BOOKING_DEBIT', -38_997],
      ['REFUND', 38_997],
    ]);
    expect(await getDatabase().booking.count({ where: { userId: customer.id, status: 'FAILED' } })).toBe(1);
  });
});
