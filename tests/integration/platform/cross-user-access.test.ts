import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as bookingCalendar } from '@/app/api/bookings/calendar/route';
import { GET as voucherPdf } from '@/app/api/orders/voucher-pdf/route';
import { getBookingAccessKey } from '@/domains/bookings/server/booking-access';
import { cancelBooking, cancelUpcomingBooking } from '@/domains/bookings/server/cancellation';
import { confirmBookingPayment } from '@/domains/bookings/server/checkout';
import { exchangeBooking } from '@/domains/bookings/server/exchange';
import { cancelManagedBooking, getManagedBooking } from '@/domains/bookings/server/manage-booking';
import { getBookingConfirmation } from '@/domains/bookings/server/queries';
import type { CheckoutInput } from '@/domains/orders/schemas';
import { confirmOrderPayment } from '@/domains/orders/server/order-payment';
import { getOrderReceiptOrThrow, getOrderVoucherForPrintOrThrow, redirectVoucherEmail, renderOrderVoucherPdfOrThrow } from '@/domains/orders/server/order-receipt';
import { placeOrder } from '@/domains/orders/server/place-order';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { getDatabase } from '@/server/db';
import { isAppError } from '@/server/errors';
import { createBooking, createCustomer } from '../money/money-fixtures';

/**
 * Issue 12's access matrix: every route, page and action that takes an id of a customer's
 * order, voucher or booking, called by ANOTHER customer (signed in, holding their own order and
 * its receipt key), answers "not found", as an unknown id would. A page answers its service's
 * null or not_found with a 404. Add a row when a new id-taking surface appears.
 */

type Holding = { userId: string; orderNumber: string; accessKey: string; voucherId: string; bookingId: string; bookingReference: string };
type Parties = { owner: Holding; stranger: Holding };

async function holdingOf(giftId: string, priceCents: number): Promise<Holding> {
  const db = getDatabase();
  const customer = await createCustomer(db);
  const input: CheckoutInput = {
    idempotencyKey: randomUUID(),
    lines: [{ productId: giftId, shownPriceCents: priceCents, personalisation: { recipientName: 'Zoë Tremblay', message: '', delivery: { method: 'print' } } }],
    buyerName: 'Casey Buyer',
    buyerEmail: customer.email,
    acceptTerms: true,
    notifyOnActivation: false,
    shownTotalCents: priceCents,
    card: { cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' },
  };
  const placed = await placeOrder(input, { userId: customer.id });
  if (placed.status !== 'fulfilled') throw new Error('The order should be paid at once');
  const accessKey = new URL(placed.successPath, 'http://shop').searchParams.get('key') ?? '';
  const voucher = await db.voucher.findFirstOrThrow({ where: { orderItem: { order: { number: placed.orderNumber } } }, select: { id: true } });
  const booking = await createBooking(db, customer.id);
  const { reference } = await db.booking.update({ where: { id: booking.id }, data: { status: 'CONFIRMED' }, select: { reference: true } });
  return { userId: customer.id, orderNumber: placed.orderNumber, accessKey, voucherId: voucher.id, bookingId: booking.id, bookingReference: reference };
}

const pdfUrl = (order: string, key: string, voucher: string) => `http://localhost/api/orders/voucher-pdf?${new URLSearchParams({ order, key, voucher })}`;

/** The surface, and what it answers ANOTHER customer; `asOwner` (where reading is harmless) shows the row can succeed at all. */
const matrix: { surface: string; asStranger: (parties: Parties) => Promise<unknown>; asOwner?: (parties: Parties) => Promise<unknown> }[] = [
  {
    surface: 'receipt page /order-success (their order, my key)',
    asStranger: ({ owner, stranger }) => getOrderReceiptOrThrow(owner.orderNumber, stranger.accessKey),
    asOwner: ({ owner }) => getOrderReceiptOrThrow(owner.orderNumber, owner.accessKey),
  },
  {
    surface: 'printable voucher page /order-success/voucher (their voucher, my order and key)',
    asStranger: ({ owner, stranger }) => getOrderVoucherForPrintOrThrow(stranger.orderNumber, stranger.accessKey, owner.voucherId),
    asOwner: ({ owner }) => getOrderVoucherForPrintOrThrow(owner.orderNumber, owner.accessKey, owner.voucherId),
  },
  {
    surface: 'voucher PDF service (their voucher, my order and key)',
    asStranger: ({ owner, stranger }) => renderOrderVoucherPdfOrThrow(stranger.orderNumber, stranger.accessKey, owner.voucherId),
  },
  {
    surface: 'GET /api/orders/voucher-pdf (their voucher, my order and key)',
    asStranger: ({ owner, stranger }) => voucherPdf(new Request(pdfUrl(stranger.orderNumber, stranger.accessKey, owner.voucherId))),
    asOwner: ({ owner }) => voucherPdf(new Request(pdfUrl(owner.orderNumber, owner.accessKey, owner.voucherId))),
  },
  {
    surface: 'GET /api/orders/voucher-pdf (their order and voucher, my key)',
    asStranger: ({ owner, stranger }) => voucherPdf(new Request(pdfUrl(owner.orderNumber, stranger.accessKey, owner.voucherId))),
  },
  {
    surface: "redirectVoucherEmailAction (their voucher, my order and key)",
    asStranger: ({ owner, stranger }) =>
      redirectVoucherEmail({ orderNumber: stranger.orderNumber, accessKey: stranger.accessKey, voucherId: owner.voucherId, recipientEmail: 'thief@example.com' }),
  },
  {
    surface: 'payment return page /order/return (their order, my key)',
    asStranger: ({ owner, stranger }) => confirmOrderPayment(owner.orderNumber, stranger.accessKey),
    asOwner: ({ owner }) => confirmOrderPayment(owner.orderNumber, owner.accessKey),
  },
  {
    surface: 'booking confirmation page /booking/confirmation',
    asStranger: ({ owner, stranger }) => getBookingConfirmation(owner.bookingReference, stranger.userId),
    asOwner: ({ owner }) => getBookingConfirmation(owner.bookingReference, owner.userId),
  },
  {
    surface: 'booking payment return page /booking/checkout/return',
    asStranger: ({ owner, stranger }) => confirmBookingPayment(owner.bookingReference, { userId: stranger.userId }),
  },
  {
    surface: 'booking manage page /booking/manage (their booking, signed in as me, my booking key)',
    asStranger: ({ owner, stranger }) => getManagedBooking(owner.bookingReference, { userId: stranger.userId, accessKey: getBookingAccessKey(stranger.bookingId) }),
    asOwner: ({ owner }) => getManagedBooking(owner.bookingReference, { userId: owner.userId }),
  },
  {
    surface: 'GET /api/bookings/calendar (their booking, my booking key)',
    asStranger: ({ owner, stranger }) =>
      bookingCalendar(new Request(`http://localhost/api/bookings/calendar?${new URLSearchParams({ reference: owner.bookingReference, key: getBookingAccessKey(stranger.bookingId) })}`)),
    asOwner: ({ owner }) =>
      bookingCalendar(new Request(`http://localhost/api/bookings/calendar?${new URLSearchParams({ reference: owner.bookingReference, key: getBookingAccessKey(owner.bookingId) })}`)),
  },
  {
    surface: 'cancelBookingAction (/booking/manage: their booking, signed in as me, my booking key)',
    asStranger: ({ owner, stranger }) => cancelManagedBooking(owner.bookingId, { userId: stranger.userId, accessKey: getBookingAccessKey(stranger.bookingId) }),
  },
  { surface: 'cancelBookingAction (/cancellation)', asStranger: ({ owner, stranger }) => cancelUpcomingBooking(owner.bookingId, { userId: stranger.userId }) },
  { surface: 'cancelling a booking', asStranger: ({ owner, stranger }) => cancelBooking(owner.bookingId, { userId: stranger.userId }) },
  {
    surface: 'exchanging a booking',
    asStranger: ({ owner, stranger }) =>
      exchangeBooking(
        owner.bookingId,
        { productSlug: 'anything', tourGradeCode: 'STANDARD', travelDate: '2099-06-05', startTime: null, travellers: [{ ageBandCode: 'ADULT', count: 1 }] },
        { userId: stranger.userId, idempotencyKey: randomUUID() },
      ),
  },
];

/** "Not found" in each surface's own terms: a 404 response, a null, or the not_found AppError. */
async function answerOf(call: Promise<unknown>): Promise<'not found' | 'found' | string> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if ('error' in outcome) return isAppError(outcome.error) && outcome.error.code === 'not_found' ? 'not found' : `error ${String(outcome.error)}`;
  if (outcome.value === null) return 'not found';
  if (outcome.value instanceof Response) return outcome.value.status === 404 ? 'not found' : outcome.value.ok ? 'found' : `status ${outcome.value.status}`;
  return 'found';
}

describe("another customer's ids", () => {
  let parties: Parties;

  beforeAll(async () => {
    const gift = await getDatabase().product.create({
      data: { kind: 'GIFT_VOUCHER', slug: `gift-${randomUUID()}`, title: 'Dinner cruise for two', description: 'A gift.', priceCents: 11_900, published: true },
      select: { id: true, priceCents: true },
    });
    parties = { owner: await holdingOf(gift.id, gift.priceCents), stranger: await holdingOf(gift.id, gift.priceCents) };
  });

  it.each(matrix)('$surface answers not found', async ({ asStranger }) => {
    expect(await answerOf(asStranger(parties))).toBe('not found');
  });

  it.each(matrix.filter((row) => row.asOwner))('$surface answers its owner', async ({ asOwner }) => {
    expect(await answerOf(asOwner!(parties))).toBe('found');
  });

  it('left everything of the owner as it was', async () => {
    const db = getDatabase();
    expect(await db.booking.findUniqueOrThrow({ where: { id: parties.owner.bookingId }, select: { status: true } })).toEqual({ status: 'CONFIRMED' });
    expect(await db.outboxEmail.count({ where: { to: 'thief@example.com' } })).toBe(0);
  });
});
