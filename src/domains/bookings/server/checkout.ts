import 'server-only';
import { randomInt } from 'node:crypto';
import type { PaymentGateway, PaymentMethodInput } from '@/domains/payments/server/gateway';
import { getPaymentGateway } from '@/domains/payments/server/gateways';
import { readPaymentMethod, type PaymentMethodFields } from '@/domains/payments/server/payment-method';
import { normalizeCouponCode } from '@/domains/orders/lib/order-totals';
import { redeemBookingCoupon } from '@/domains/orders/server/coupons';
import { pickReferenceSymbols } from '@/lib/reference-alphabet';
import { getDatabase, isUniqueViolation, runInTransaction } from '@/server/db';
import { AppError, isAppError } from '@/server/errors';
import { planBookingPayment } from '../lib/booking-payment';
import type { BookingSelection } from '../schemas';
import { getSupplier, HOLD_MS, toDbDate, toLocalDate, type BookingContext } from './booking-internals';
import { applyCoupon, priceSelection, readCustomer, refuseDeparture, toDeparture, toTravellerCounts, type PricedSelection } from './quote';
import { reserveSlotSeats } from './repository';
import { findBookingByIdempotencyKey, findBookingByReference, insertPendingBooking, type BookingRecord } from './repository-bookings';
import { advanceBooking, holdBalancePart, type BookingOutcome } from './settlement';
import type { SupplierPriceHold } from './supplier';

// Placing a booking at /booking/checkout and paying it, and the buyer's return from 3-D Secure.

export type PlaceBookingContext = BookingContext & {
  userId: string;
  /** Made once per checkout attempt in the browser: a retry finds the booking it made. */
  idempotencyKey: string;
  termsAccepted: boolean;
  /** What pays the part the balance does not cover, read for the gateway as on /order. */
  payment?: PaymentMethodFields;
  /**
   * The total the customer was shown: any other price now is refused. The storefront's actions
   * always send their quote's (their schemas require it); the service's tests mostly price nothing.
   */
  shownTotalCents?: number;
};

/** Refuses a price other than the one the customer saw (staff repriced the experience meanwhile) before anything is written. */
export function checkShownTotal(totalCents: number, shownTotalCents: number | undefined): void {
  if (shownTotalCents !== undefined && shownTotalCents !== totalCents) {
    throw new AppError('price_changed', `The price changed from ${shownTotalCents} to ${totalCents} cents since the customer saw it.`);
  }
}

const REFERENCE_LENGTH = 8;

/** "BKG-7K2M9QXA", from the alphabet nobody misreads, like order numbers. */
export function generateBookingReference(): string {
  return `BKG-${pickReferenceSymbols(REFERENCE_LENGTH, randomInt)}`;
}

/** A retry shows the total the first send did; a replay with another total is another request. */
export function isSameShownTotal(booking: BookingRecord, context: { shownTotalCents?: number }): boolean {
  return context.shownTotalCents === undefined || context.shownTotalCents === booking.totalCents - booking.discountCents;
}

/** The same key must carry the same booking; anything else is a different request reusing it. */
export function isSameSelection(booking: BookingRecord, selection: BookingSelection, userId: string): boolean {
  const travellers = Object.entries(toTravellerCounts(selection))
    .map(([ageBandCode, count]) => `${ageBandCode}:${count}`)
    .sort();
  const booked = booking.travellers.map(({ ageBandCode, count }) => `${ageBandCode}:${count}`).sort();
  return (
    booking.userId === userId &&
    booking.product.slug === selection.productSlug &&
    booking.tourGrade.code === selection.tourGradeCode &&
    toLocalDate(booking.travelDate) === selection.travelDate &&
    booking.startTime === selection.startTime &&
    travellers.join(',') === booked.join(',') &&
    (booking.couponRedemptions[0]?.coupon.code ?? '') === normalizeCouponCode(selection.couponCode ?? '')
  );
}

/**
 * A booking that ended at checkout: the bank declined the card, or the supplier refused the
 * departure. The booking is kept (FAILED, with its money given back) and its confirmation page
 * says why, so checkout returns it instead of throwing.
 */
export type FailedCheckout = { status: 'failed'; reference: string; bookingId: string; reason: 'payment_declined' | 'supplier_refused'; message: string };

async function settleCheckout(booking: { id: string; reference: string }, settling: Promise<BookingOutcome>): Promise<BookingOutcome | FailedCheckout> {
  try {
    return await settling;
  } catch (error) {
    if (isAppError(error) && (error.code === 'payment_declined' || error.code === 'supplier_refused')) {
      return { status: 'failed', reference: booking.reference, bookingId: booking.id, reason: error.code, message: error.message };
    }
    throw error;
  }
}

/**
 * Books a selection for a signed-in customer, paid from the balance first and by card for the rest.
 *
 * The booking, its seats (custom products) and, when the balance covers everything, the balance
 * debit are written in ONE transaction: a full departure or a balance spent by a concurrent
 * booking rolls all of it back. When the card pays a part, the balance part is debited only once
 * the card has answered (see applyChargeOutcome). A custom booking becomes a request whose money
 * is held for 72 hours; a Viator booking is confirmed at once by the supplier.
 *
 * Idempotent per `idempotencyKey`: a retry, concurrent or not, finds the same booking and the same
 * charge (the charge's key derives from the booking's); the same key with another selection is
 * refused with `idempotency_key_reused`. A declined card or a refused departure is a `failed`
 * outcome, also on a retry.
 */
export async function placeBooking(selection: BookingSelection, context: PlaceBookingContext): Promise<BookingOutcome | FailedCheckout> {
  if (context.termsAccepted !== true) throw new AppError('invalid_input', 'termsRequired', { termsAccepted: ['termsRequired'] });
  const now = context.now ?? new Date();
  const existing = await findBookingByIdempotencyKey(getDatabase(), context.idempotencyKey);
  if (existing) return settleCheckout(existing, replayBooking(existing, selection, context));

  const priced = await priceSelection(selection, now, context);
  const customer = await readCustomer(context.userId);
  const { coupon, couponId, discountCents } = await applyCoupon(selection, priced.totalCents, customer, now);
  if (coupon?.status === 'refused') throw new AppError('coupon_refused', coupon.refusal, { couponCode: [coupon.refusal] });
  checkShownTotal(priced.totalCents - discountCents, context.shownTotalCents);
  const plan = planBookingPayment(priced.totalCents - discountCents, customer.balanceCents);
  if (plan.byCardCents > 0 && !context.payment) {
    throw new AppError('insufficient_balance', 'The balance is too low for this booking.', { card: ['cardRequired'] });
  }
  const gateway = context.gateway ?? getPaymentGateway();
  // Checked before anything is written: a test card sent to Stripe (or the reverse) is refused here.
  const card = plan.byCardCents > 0 && context.payment ? readPaymentMethod(context.payment, gateway) : undefined;
  const reference = generateBookingReference();
  const hold = priced.product.serviceType === 'VIATOR' ? await holdSupplierPrice(priced, selection, reference, context) : null;
  let bookingId: string;
  try {
    bookingId = await runInTransaction(undefined, async (tx) => {
      const booking = await insertPendingBooking(tx, {
        reference,
        idempotencyKey: context.idempotencyKey,
        userId: context.userId,
        productId: priced.product.productId,
        serviceType: priced.product.serviceType,
        tourGradeId: priced.tourGradeId,
        travelDate: toDbDate(selection.travelDate),
        startTime: selection.startTime,
        startsAt: priced.startsAt,
        totalCents: priced.totalCents,
        discountCents,
        paidByCardCents: plan.byCardCents,
        holdExpiresAt: new Date(now.getTime() + HOLD_MS),
        travellers: priced.lines.map(({ ageBandCode, count, unitPriceCents }) => ({ ageBandCode, count, unitPriceCents })),
        payment: plan.byCardCents > 0 ? { provider: gateway.provider, idempotencyKey: `booking-payment:${context.idempotencyKey}` } : null,
        priceHoldRef: hold?.holdRef ?? null,
        priceHoldExpiresAt: hold?.expiresAt ?? null,
      });
      if (couponId) await redeemBookingCoupon(tx, { couponId, email: customer.email, userId: customer.id, bookingId: booking.id });
      if (priced.slotId && !(await reserveSlotSeats(tx, { slotId: priced.slotId, date: toDbDate(selection.travelDate), seats: priced.travellerCount }))) {
        throw refuseDeparture('sold_out');
      }
      if (plan.byCardCents === 0) await holdBalancePart(tx, booking, plan.fromBalanceCents, now);
      return booking.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent call with the same key (a double click) committed first: continue with its booking.
    const raced = await findBookingByIdempotencyKey(getDatabase(), context.idempotencyKey);
    if (!raced) throw error;
    return settleCheckout(raced, replayBooking(raced, selection, context));
  }
  return settleCheckout({ id: bookingId, reference }, advanceBooking(bookingId, { ...context, gateway, now, card }));
}

/**
 * Holds a Viator departure's price for the booking about to be made, before any money moves. A
 * held price other than the one just quoted (what the customer saw) is refused with `price_changed`.
 */
async function holdSupplierPrice(priced: PricedSelection, selection: BookingSelection, reference: string, context: BookingContext): Promise<SupplierPriceHold> {
  const hold = await getSupplier('VIATOR', context).holdPrice({ ...toDeparture(priced.product, selection), reference });
  if (hold.totalCents !== priced.totalCents) {
    throw new AppError('price_changed', `The price of this experience changed from ${priced.totalCents} to ${hold.totalCents} cents.`);
  }
  return hold;
}

function replayBooking(booking: BookingRecord, selection: BookingSelection, context: PlaceBookingContext): Promise<BookingOutcome> {
  if (!isSameSelection(booking, selection, context.userId) || !isSameShownTotal(booking, context)) {
    throw new AppError('idempotency_key_reused', 'This idempotency key was used for another booking.');
  }
  return advanceBooking(booking.id, withPaymentMethod(context));
}

/** The context with its payment read for the gateway that takes the money (a test card sent to Stripe is refused). */
export function withPaymentMethod<Context extends BookingContext & { payment?: PaymentMethodFields }>(
  context: Context,
): Context & { gateway: PaymentGateway; card: PaymentMethodInput | undefined } {
  const gateway = context.gateway ?? getPaymentGateway();
  return { ...context, gateway, card: context.payment ? readPaymentMethod(context.payment, gateway) : undefined };
}

/**
 * The buyer is back from 3-D Secure (the return page): asks the gateway how the charge ended
 * (never the browser), then completes the booking or fails it and returns the held balance.
 */
export async function confirmBookingPayment(reference: string, context: BookingContext & { userId: string }): Promise<BookingOutcome> {
  const booking = await findBookingByReference(getDatabase(), reference);
  if (!booking || booking.userId !== context.userId) throw new AppError('not_found', 'This booking does not exist.');
  return advanceBooking(booking.id, context);
}
