import 'server-only';
import { recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import type { PaymentGateway, PaymentMethodInput } from '@/domains/payments/server/gateway';
import type { PaymentMethodFields } from '@/domains/payments/server/payment-method';
import { routing } from '@/i18n/routing';
import { getDatabase, isUniqueViolation, runInTransaction } from '@/server/db';
import { AppError, isAppError } from '@/server/errors';
import { planBookingPayment } from '../lib/booking-payment';
import { getCancellationTerms } from '../lib/cancellation-terms';
import { quoteExchange } from '../lib/exchange-quote';
import type { BookingExchangeQuote, BookingSelection } from '../schemas';
import { countBookingSeats, getSupplier, HOLD_MS, readBookingTitle, releaseBookingSeats, toCancellableBooking, toDbDate, type BookingContext } from './booking-internals';
import { refuseCancellation } from './cancellation';
import { checkShownTotal, generateBookingReference, isSameSelection, isSameShownTotal, withPaymentMethod } from './checkout';
import { priceSelection, quoteBooking, readCustomer, refuseDeparture, type PricedSelection } from './quote';
import { reserveSlotSeats } from './repository';
import { findBookingById, findBookingByIdempotencyKey, insertPendingBooking, markBookingCancelled, type BookingRecord } from './repository-bookings';
import { advanceBooking, debitExchangeDifference, EXCHANGE_REFUSED, type BookingOutcome } from './settlement';

// Exchanging a booking for another experience, date or party (SPEC §4), and the exchange screen's quote.

export type ExchangeBookingContext = BookingContext & {
  userId: string;
  /** Made once per exchange attempt in the browser: a retry finds the booking it made. */
  idempotencyKey: string;
  /** Pays what the balance does not cover of a pricier choice, read for the gateway as in placeBooking. */
  payment?: PaymentMethodFields;
  /** The new choice's total the customer was shown, as in placeBooking. */
  shownTotalCents?: number;
};

/**
 * Moves a booking to another experience, date or party (SPEC §4) while it could still be cancelled
 * for free. What the old booking was paid moves to the new one as held money (no ledger entry: it
 * never comes back to the balance); a cheaper choice puts the remainder on the balance with one
 * EXCHANGE_REMAINDER entry, a pricier one takes the difference from the balance with one
 * BOOKING_DEBIT entry. The old booking's cancellation, the new booking and its seats, and that
 * entry are ONE transaction, so a balance spent meanwhile or a full departure changes nothing. The
 * new booking then goes to its supplier like any other (a custom one becomes a request: declined
 * or unanswered, everything it holds goes back to the balance).
 *
 * When the balance is short, the card pays the rest (without a card: `insufficient_balance`,
 * nothing written): see startCardExchange, which gives the old booking up only once the card has
 * paid. Idempotent per `idempotencyKey`, like placeBooking.
 */
export async function exchangeBooking(bookingId: string, newSelection: BookingSelection, context: ExchangeBookingContext): Promise<BookingOutcome> {
  const now = context.now ?? new Date();
  const existing = await findBookingByIdempotencyKey(getDatabase(), context.idempotencyKey);
  if (existing) return replayExchange(existing, bookingId, newSelection, context);

  const booking = await findBookingById(getDatabase(), bookingId);
  if (!booking || booking.userId !== context.userId) throw new AppError('not_found', 'This booking does not exist.');
  if (newSelection.couponCode?.trim()) throw new AppError('coupon_refused', 'A coupon cannot be used on an exchange.', { couponCode: ['couponInvalid'] });
  // Too late for the old booking is the answer, whatever the new choice.
  const terms = getCancellationTerms(toCancellableBooking(booking), now);
  if (!terms.cancellable) throw refuseCancellation(terms.reason);
  const priced = await priceSelection(newSelection, now, context, booking);
  const quote = quoteExchange(toCancellableBooking(booking), priced.totalCents, now);
  if (!quote.possible) throw refuseCancellation(quote.reason);
  checkShownTotal(priced.totalCents, context.shownTotalCents);
  const customer = await readCustomer(context.userId);
  const plan = planBookingPayment(quote.differenceCents, customer.balanceCents);
  if (plan.byCardCents > 0) {
    if (!context.payment) throw new AppError('insufficient_balance', 'The balance is too low for this exchange.', { card: ['cardRequired'] });
    return startCardExchange(booking, newSelection, priced, plan.byCardCents, { ...withPaymentMethod(context), now });
  }
  if (booking.serviceType === 'VIATOR' && booking.supplierRef) {
    // As for a cancellation: idempotent on the supplier's side, so a retried exchange cancels once.
    await getSupplier('VIATOR', context).cancel({ reference: booking.reference, supplierRef: booking.supplierRef, shopRefundCents: quote.creditCents });
  }

  let newBookingId: string;
  try {
    newBookingId = await runInTransaction(undefined, async (tx) => {
      if (!(await markBookingCancelled(tx, booking.id, now))) throw new AppError('conflict', EXCHANGE_REFUSED);
      await releaseBookingSeats(tx, booking);
      const created = await insertPendingBooking(tx, {
        ...toExchangeBooking(booking, newSelection, priced, context, now),
        paidByCardCents: 0,
        payment: null,
        balanceHeldCents: priced.totalCents,
      });
      if (priced.slotId && !(await reserveSlotSeats(tx, { slotId: priced.slotId, date: toDbDate(newSelection.travelDate), seats: priced.travellerCount }))) {
        throw refuseDeparture('sold_out');
      }
      if (quote.remainderToBalanceCents > 0) {
        await recordBalanceEntry(
          {
            userId: booking.userId,
            kind: 'EXCHANGE_REMAINDER',
            amountCents: quote.remainderToBalanceCents,
            idempotencyKey: `booking-exchange-remainder:${booking.id}`,
            reference: `Left over from booking ${booking.reference}, exchanged for ${created.reference}`,
            bookingId: booking.id,
          },
          tx,
        );
      }
      // Refuses with insufficient_balance when the balance was spent meanwhile, rolling all of it back.
      await debitExchangeDifference(tx, booking, created, quote.differenceCents);
      return created.id;
    });
  } catch (error) {
    const changedMeanwhile = isAppError(error) && error.code === 'conflict';
    if (!isUniqueViolation(error) && !changedMeanwhile) throw error;
    // The same exchange sent twice at once: the first committed; continue with its booking.
    const raced = await findBookingByIdempotencyKey(getDatabase(), context.idempotencyKey);
    if (!raced) throw error;
    return replayExchange(raced, bookingId, newSelection, context);
  }
  return advanceBooking(newBookingId, { ...context, now });
}

/**
 * The exchange screen's figures for a new choice (SPEC §4): the new booking's quote, what the
 * current booking counts for, and what goes back to the balance or is still to pay, balance first
 * and then card (`payment`). Refused as exchangeBooking would refuse it. Writes nothing.
 */
export async function quoteBookingExchange(bookingId: string, selection: BookingSelection, context: BookingContext & { userId: string }): Promise<BookingExchangeQuote> {
  const now = context.now ?? new Date();
  const booking = await findBookingById(getDatabase(), bookingId);
  if (!booking || booking.userId !== context.userId) throw new AppError('not_found', 'This booking does not exist.');
  const terms = getCancellationTerms(toCancellableBooking(booking), now);
  if (!terms.cancellable) throw refuseCancellation(terms.reason);
  const [quote, current] = await Promise.all([
    quoteBooking({ ...selection, couponCode: undefined }, { ...context, now, givingUp: booking }),
    readBookingTitle(booking, context.locale ?? routing.defaultLocale),
  ]);
  const exchange = quoteExchange(toCancellableBooking(booking), quote.totalCents, now);
  if (!exchange.possible) throw refuseCancellation(exchange.reason);
  return {
    ...quote,
    payment: planBookingPayment(exchange.differenceCents, quote.balanceCents),
    exchange: {
      bookingId: booking.id,
      reference: booking.reference,
      title: current.title,
      untranslated: current.untranslated,
      creditCents: exchange.creditCents,
      remainderToBalanceCents: exchange.remainderToBalanceCents,
      differenceCents: exchange.differenceCents,
    },
  };
}

function toExchangeBooking(booking: BookingRecord, selection: BookingSelection, priced: PricedSelection, context: ExchangeBookingContext, now: Date) {
  return {
    reference: generateBookingReference(),
    idempotencyKey: context.idempotencyKey,
    userId: context.userId,
    productId: priced.product.productId,
    serviceType: priced.product.serviceType,
    tourGradeId: priced.tourGradeId,
    travelDate: toDbDate(selection.travelDate),
    startTime: selection.startTime,
    startsAt: priced.startsAt,
    totalCents: priced.totalCents,
    discountCents: 0,
    holdExpiresAt: new Date(now.getTime() + HOLD_MS),
    travellers: priced.lines.map(({ ageBandCode, count, unitPriceCents }) => ({ ageBandCode, count, unitPriceCents })),
    exchangedFromId: booking.id,
  };
}

/**
 * A pricier exchange the balance cannot pay alone (ADR 0018). The new booking, its seats and its
 * card payment are written first, linked to the old booking (`exchangedFromId` is unique, so one
 * exchange of a booking is under way at a time), while the old booking stays as it is; the card is
 * charged, and only once it has paid does applyExchangeChargeOutcome give the old booking up and
 * take the balance part. A declined card fails the new booking and touches nothing else.
 */
async function startCardExchange(
  booking: BookingRecord,
  selection: BookingSelection,
  priced: PricedSelection,
  byCardCents: number,
  context: ExchangeBookingContext & { now: Date; gateway: PaymentGateway; card: PaymentMethodInput | undefined },
): Promise<BookingOutcome> {
  const { gateway } = context;
  const carriedSeats = countCarriedSeats(booking, selection, priced);
  let newBookingId: string;
  try {
    newBookingId = await runInTransaction(undefined, async (tx) => {
      const created = await insertPendingBooking(tx, {
        ...toExchangeBooking(booking, selection, priced, context, context.now),
        paidByCardCents: byCardCents,
        payment: { provider: gateway.provider, idempotencyKey: `booking-payment:${context.idempotencyKey}` },
        carriedSeats,
      });
      const seats = priced.travellerCount - carriedSeats;
      if (priced.slotId && seats > 0 && !(await reserveSlotSeats(tx, { slotId: priced.slotId, date: toDbDate(selection.travelDate), seats }))) {
        throw refuseDeparture('sold_out');
      }
      return created.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findBookingByIdempotencyKey(getDatabase(), context.idempotencyKey);
    // Not ours: another exchange of the same booking is being paid.
    if (!raced) throw new AppError('conflict', EXCHANGE_REFUSED);
    return replayExchange(raced, booking.id, selection, context);
  }
  return advanceBooking(newBookingId, { ...context, gateway });
}

/**
 * The old booking keeps its seats until the card has paid, so a new choice on the same departure
 * takes over as many of them as it needs instead of reserving them a second time: a bigger party
 * on a nearly full departure needs only the extra seats, as the quote (which counts the seats given
 * back) told the customer.
 */
function countCarriedSeats(booking: BookingRecord, selection: BookingSelection, priced: PricedSelection): number {
  const sameDeparture =
    priced.slotId !== null &&
    booking.serviceType === 'CUSTOM' &&
    booking.productId === priced.product.productId &&
    booking.startTime === selection.startTime &&
    booking.travelDate.getTime() === toDbDate(selection.travelDate).getTime();
  return sameDeparture ? Math.min(countBookingSeats(booking), priced.travellerCount) : 0;
}

function replayExchange(booking: BookingRecord, bookingId: string, selection: BookingSelection, context: ExchangeBookingContext): Promise<BookingOutcome> {
  // A card exchange that failed before the old booking was given up is no longer linked to it.
  const exchangedFromId = booking.status === 'FAILED' && !booking.exchangedFromId ? bookingId : booking.exchangedFromId;
  if (exchangedFromId !== bookingId || !isSameSelection(booking, selection, context.userId) || !isSameShownTotal(booking, context)) {
    throw new AppError('idempotency_key_reused', 'This idempotency key was used for another booking.');
  }
  return advanceBooking(booking.id, withPaymentMethod(context));
}
