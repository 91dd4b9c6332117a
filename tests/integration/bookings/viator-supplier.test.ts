import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SupplierBookingRequest, SupplierDeparture } from '@/domains/bookings/server/supplier';
import { createViatorSupplier } from '@/domains/bookings/server/viator-supplier';
import { AppError } from '@/server/errors';
import { startFakeViatorServer, type FakeViatorServer } from '../../fixtures/fake-viator-server';

const departure: SupplierDeparture = {
  productId: 'product-edgewalk',
  productCode: '5010SYD',
  tourGradeCode: 'STANDARD',
  travelDate: '2026-12-19',
  startTime: '10:00',
  travellers: [
    { ageBandCode: 'ADULT', count: 2 },
    { ageBandCode: 'CHILD', count: 1 },
  ],
};

function bookingRequest(reference: string, holdRef: string | null = null): SupplierBookingRequest {
  return { ...departure, reference, holdRef, leadTraveller: { firstName: 'Casey', lastName: 'Buyer', email: 'casey@example.com', phone: '+14165550123' } };
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

let fake: FakeViatorServer;

beforeEach(async () => {
  fake = await startFakeViatorServer([
    { productCode: '5010SYD', productOptionCode: 'STANDARD', travelDate: '2026-12-19', startTime: '10:00', seats: 4, pricePerTraveller: { ADULT: 129.99, CHILD: 89.5 } },
    { productCode: '5010SYD', productOptionCode: 'STANDARD', travelDate: '2026-12-19', startTime: '15:00', seats: 1, pricePerTraveller: { ADULT: 129.99, CHILD: 89.5 } },
    { productCode: '5010SYD', productOptionCode: 'STANDARD', travelDate: '2026-12-20', startTime: '10:00', seats: 8, pricePerTraveller: { ADULT: 99 }, nonCancellable: true },
    { productCode: '5010SYD', productOptionCode: 'STANDARD', travelDate: '2026-12-22', startTime: '10:00', seats: 8, pricePerTraveller: { ADULT: 99 }, confirmsLater: true },
  ]);
});

afterEach(async () => {
  await fake.close();
});

function createSupplier(options: { timeoutMs?: number; apiKey?: string } = {}) {
  return createViatorSupplier({ baseUrl: fake.url, apiKey: options.apiKey ?? fake.apiKey, timeoutMs: options.timeoutMs ?? 2_000, retryDelayMs: 10 });
}

function countRequests(path: string): number {
  return fake.requests.filter((request) => request.path === path).length;
}

describe('the Viator supplier', () => {
  it('checks availability and maps Viator prices in dollars to cents', async () => {
    const supplier = createSupplier();
    expect(await supplier.checkAvailability(departure)).toEqual({ available: true, totalCents: 34_948 });
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/availability/check',
      apiKey: fake.apiKey,
      body: {
        productCode: '5010SYD',
        productOptionCode: 'STANDARD',
        travelDate: '2026-12-19',
        startTime: '10:00',
        currency: 'CAD',
        paxMix: [
          { ageBand: 'ADULT', numberOfTravelers: 2 },
          { ageBand: 'CHILD', numberOfTravelers: 1 },
        ],
      },
    });
  });

  it('answers why a departure cannot be booked', async () => {
    const supplier = createSupplier();
    expect(await supplier.checkAvailability({ ...departure, startTime: '15:00' })).toEqual({ available: false, reason: 'sold_out' });
    expect(await supplier.checkAvailability({ ...departure, travelDate: '2026-12-20' })).toEqual({ available: false, reason: 'party_not_accepted' });
    expect(await supplier.checkAvailability({ ...departure, travelDate: '2026-12-21' })).toEqual({ available: false, reason: 'not_operating' });
  });

  it('holds the price, then books under the hold with the shop reference as the partner reference', async () => {
    const supplier = createSupplier();
    const hold = await supplier.holdPrice({ ...departure, reference: 'CGE-B-1001' });
    expect(hold).toMatchObject({ totalCents: 34_948 });
    expect(hold.holdRef).toMatch(/^BR-/);
    expect(hold.expiresAt?.getTime()).toBeGreaterThan(Date.now());

    const outcome = await supplier.book(bookingRequest('CGE-B-1001', hold.holdRef));
    expect(outcome).toEqual({ status: 'confirmed', supplierRef: hold.holdRef, totalCents: 34_948 });
    expect(fake.bookings.size).toBe(1);
    expect(fake.bookings.get('CGE-B-1001')).toMatchObject({ bookingRef: hold.holdRef, status: 'CONFIRMED' });
    expect(fake.requests.at(-1)?.body).toMatchObject({
      partnerBookingRef: 'CGE-B-1001',
      bookingRef: hold.holdRef,
      bookerInfo: { firstName: 'Casey', lastName: 'Buyer' },
      communication: { email: 'casey@example.com', phone: '+14165550123' },
    });
  });

  it('books ONCE when the answer times out and the call is retried', async () => {
    const supplier = createSupplier({ timeoutMs: 300 });
    // Viator books, but its answer comes after the adapter has given up on it.
    fake.failNext('/bookings/book', { kind: 'slow', delayMs: 1_500 });
    const outcome = await supplier.book(bookingRequest('CGE-B-1002'));
    expect(outcome).toMatchObject({ status: 'confirmed', totalCents: 34_948 });
    expect(fake.bookings.size).toBe(1);
    expect(countRequests('/bookings/book')).toBe(2);
    // The retry was told the reference exists and read that booking back.
    expect(countRequests('/bookings/status')).toBe(1);
    expect(outcome).toMatchObject({ supplierRef: fake.bookings.get('CGE-B-1002')?.bookingRef });
  });

  it('reads the booking back when the same reference is booked again later (a duplicate answer)', async () => {
    const first = await createSupplier().book(bookingRequest('CGE-B-1003'));
    // Another process, after a crash, books the same shop booking again.
    const second = await createSupplier().book(bookingRequest('CGE-B-1003'));
    expect(second).toEqual(first);
    expect(fake.bookings.size).toBe(1);
  });

  it('tries again after a 500, and books once', async () => {
    fake.failNext('/bookings/book', { kind: 'server_error' });
    const outcome = await createSupplier().book(bookingRequest('CGE-B-1004'));
    expect(outcome).toMatchObject({ status: 'confirmed' });
    expect(countRequests('/bookings/book')).toBe(2);
    expect(fake.bookings.size).toBe(1);
  });

  it('gives up with a retryable `unavailable` when every attempt fails, and a later retry books once', async () => {
    const supplier = createSupplier({ timeoutMs: 300 });
    fake.failNext('/bookings/book', { kind: 'server_error' });
    fake.failNext('/bookings/book', { kind: 'server_error' });
    const failure = await expectAppError(supplier.book(bookingRequest('CGE-B-1005')), 'unavailable');
    expect(failure.retryAfterSeconds).toBeGreaterThan(0);
    expect(fake.bookings.size).toBe(0);

    // Both answers lost after Viator booked: still unavailable, but the booking exists there...
    fake.failNext('/bookings/book', { kind: 'slow', delayMs: 1_000 });
    fake.failNext('/bookings/book', { kind: 'slow', delayMs: 1_000 });
    await expectAppError(supplier.book(bookingRequest('CGE-B-1005')), 'unavailable');
    expect(fake.bookings.size).toBe(1);
    // ...so the customer's retry finds it instead of booking a second time.
    expect(await supplier.book(bookingRequest('CGE-B-1005'))).toMatchObject({ status: 'confirmed' });
    expect(fake.bookings.size).toBe(1);
  });

  it('turns a refusal into `supplier_refused` and a rejected key into `unavailable`', async () => {
    const supplier = createSupplier();
    await supplier.book(bookingRequest('CGE-B-1006'));
    // The 4 seats at 10:00 are gone (3 booked): a party of 3 more is rejected.
    await expectAppError(supplier.book(bookingRequest('CGE-B-1007')), 'supplier_refused');
    await expectAppError(supplier.holdPrice({ ...departure, travelDate: '2026-12-21', reference: 'CGE-B-1007' }), 'supplier_refused');
    await expectAppError(createSupplier({ apiKey: 'wrong-key' }).checkAvailability(departure), 'unavailable');
    expect(fake.bookings.size).toBe(1);
  });

  it('cancels with the refund Viator quotes, and a retried cancellation refunds the same', async () => {
    const supplier = createSupplier({ timeoutMs: 300 });
    const booked = await supplier.book(bookingRequest('CGE-B-1008'));
    if (booked.status === 'requested') throw new Error('Viator confirms at once');
    fake.failNext(`/bookings/${booked.supplierRef}/cancel`, { kind: 'server_error' });
    const request = { reference: 'CGE-B-1008', supplierRef: booked.supplierRef, shopRefundCents: 34_948 };
    expect(await supplier.cancel(request)).toEqual({ refundCents: 34_948 });
    expect(fake.bookings.get('CGE-B-1008')?.status).toBe('CANCELLED');
    // The seats came back: the same party can book the departure again.
    expect(await supplier.checkAvailability(departure)).toEqual({ available: true, totalCents: 34_948 });
    // Viator already shows it cancelled: the refund is read from the quote, nothing is sent again.
    expect(await supplier.cancel(request)).toEqual({ refundCents: 34_948 });
    expect(countRequests(`/bookings/${booked.supplierRef}/cancel`)).toBe(2);
  });

  it('reads a PENDING booking’s status by the partner reference until the operator decides', async () => {
    const supplier = createSupplier({ timeoutMs: 300 });
    const later = { ...departure, travelDate: '2026-12-22', travellers: [{ ageBandCode: 'ADULT', count: 2 }] };
    const booked = await supplier.book({ ...bookingRequest('CGE-B-1010'), ...later });
    expect(booked).toEqual({ status: 'pending', supplierRef: fake.bookings.get('CGE-B-1010')?.bookingRef, totalCents: 19_800 });
    const lookup = { reference: 'CGE-B-1010', supplierRef: booked.status === 'pending' ? booked.supplierRef : null };
    expect(await supplier.getBookingStatus(lookup)).toMatchObject({ status: 'pending' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/bookings/status', body: { partnerBookingRef: 'CGE-B-1010' } });

    fake.decideBooking('CGE-B-1010', 'CONFIRMED');
    fake.failNext('/bookings/status', { kind: 'slow', delayMs: 1_000 });
    expect(await supplier.getBookingStatus(lookup)).toEqual({ status: 'confirmed', supplierRef: lookup.supplierRef, totalCents: 19_800 });
    fake.failNext('/bookings/status', { kind: 'server_error' });
    fake.failNext('/bookings/status', { kind: 'server_error' });
    await expectAppError(supplier.getBookingStatus(lookup), 'unavailable');

    await supplier.book({ ...bookingRequest('CGE-B-1011'), ...later });
    fake.decideBooking('CGE-B-1011', 'REJECTED');
    expect(await supplier.getBookingStatus({ reference: 'CGE-B-1011', supplierRef: null })).toEqual({ status: 'declined', reason: 'SUPPLIER_REJECTED' });
  });

  it('refuses to cancel what Viator will not refund', async () => {
    const supplier = createSupplier();
    const party = { ...departure, travelDate: '2026-12-20', travellers: [{ ageBandCode: 'ADULT', count: 1 }] };
    const booked = await supplier.book({ ...bookingRequest('CGE-B-1009'), ...party });
    if (booked.status === 'requested') throw new Error('Viator confirms at once');
    await expectAppError(supplier.cancel({ reference: 'CGE-B-1009', supplierRef: booked.supplierRef, shopRefundCents: 9_900 }), 'supplier_refused');
    expect(fake.bookings.get('CGE-B-1009')?.status).toBe('CONFIRMED');
  });
});
