import 'server-only';
import { recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import type { ChargeOutcome, PaymentGateway, PaymentMethodInput } from '@/domains/payments/server/gateway';
import { getDeclineFieldError } from '@/domains/payments/lib/decline-messages';
import { getPaymentGateway } from '@/domains/payments/server/gateways';
import { releaseBookingCoupon } from '@/domains/orders/server/coupons';
import { markPaymentRefunded, setPaymentProviderRef, settlePendingPayment } from '@/domains/payments/server/service';
import { getDatabase, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError, isAppError } from '@/server/errors';
import { quoteExchange } from '../lib/exchange-quote';
import { queueBookingEmail, renderBookingEmail } from './booking-emails';
import { findBookingOrThrow, getSupplier, HOLD_MS, releaseBookingSeats, toCancellableBooking, toLocalDate, type BookingContext } from './booking-internals';
import {
  markBookingCancelled,
  markBookingFailed,
  markBookingRequested,
  markSupplierBooked,
  markSupplierPending,
  recordBalanceHeld,
  recordPriceHold,
  takeOverCarriedSeats,
  unlinkUnfinishedExchange,
  type BookingRecord,
} from './repository-bookings';
import type { ExperienceSupplier, SupplierDeparture } from './supplier';

// Settling a booking once it is written: its card charge, its balance part, the supplier's answer,
// and what happens to the money when any of them fails. Checkout, exchange and the hold-release
// job all move a booking on through advanceBooking.

export type BookingOutcome =
  | {
      status: 'requested' | 'confirmed' | 'declined' | 'cancelled';
      reference: string;
      bookingId: string;
      totalCents: number;
      /** Held from the balance while a request waits, or paid from it. */
      fromBalanceCents: number;
      byCardCents: number;
    }
  /** The card needs the bank's second step: send the buyer to `nextActionUrl`, then confirmBookingPayment. */
  | { status: 'requires_action'; reference: string; bookingId: string; nextActionUrl: string };

export const EXCHANGE_REFUSED = 'This booking was changed meanwhile. Please reload the page.';
/** A card exchange whose old booking could not be given up once the card had paid (cancelled or too late meanwhile). */
const EXCHANGE_REFUSED_REASON = 'exchange_refused';

function getBalancePartCents(booking: BookingRecord): number {
  return booking.totalCents - booking.discountCents - booking.paidByCardCents;
}

function getReturnPath(reference: string): string {
  return `/booking/checkout/return?booking=${encodeURIComponent(reference)}`;
}

/**
 * Debits the balance part of a booking and records it as held (BOOKING_DEBIT "Held for booking
 * X"). The idempotency key makes a replay a no-op; the conditional debit refuses with
 * `insufficient_balance` when the balance no longer covers it, rolling back the caller's transaction.
 */
export async function holdBalancePart(tx: DatabaseClient, booking: Pick<BookingRecord, 'id' | 'reference' | 'userId'>, amountCents: number, now: Date): Promise<void> {
  if (amountCents <= 0) return;
  const { replayed } = await recordBalanceEntry(
    {
      userId: booking.userId,
      kind: 'BOOKING_DEBIT',
      amountCents: -amountCents,
      idempotencyKey: `booking-debit:${booking.id}`,
      reference: `Held for booking ${booking.reference}`,
      bookingId: booking.id,
    },
    tx,
  );
  if (!replayed) await recordBalanceHeld(tx, booking.id, { amountCents, holdExpiresAt: new Date(now.getTime() + HOLD_MS) });
}

/**
 * The booking never came to be: it becomes FAILED once, its seats go back, a held balance part is
 * returned with a REFUND entry (the same key as any hold release), and a card charge that could
 * not be given back to the card goes to the balance instead, so no money is ever kept.
 */
async function failBooking(
  bookingId: string,
  reason: string,
  options: { failedPayment?: { id: string; providerRef: string | null; failureCode: string }; cardToBalance?: { paymentId: string; amountCents: number } } = {},
): Promise<void> {
  await runInTransaction(undefined, async (tx) => {
    const booking = await findBookingOrThrow(bookingId, tx);
    if (options.failedPayment) await settlePendingPayment(tx, options.failedPayment.id, { status: 'FAILED', ...options.failedPayment });
    if (!(await markBookingFailed(tx, bookingId, reason))) return;
    if (booking.exchangedFromId) await unlinkUnfinishedExchange(tx, bookingId);
    // Seats carried over from the booking it was to replace still count under that booking.
    await releaseBookingSeats(tx, booking, booking.carriedSeats);
    await releaseBookingCoupon(tx, bookingId);
    const returnedCents = booking.balanceHeldCents + (options.cardToBalance?.amountCents ?? 0);
    if (returnedCents > 0) {
      await recordBalanceEntry(
        {
          userId: booking.userId,
          kind: 'REFUND',
          amountCents: returnedCents,
          idempotencyKey: `booking-hold-release:${booking.id}`,
          reference: `Returned from booking ${booking.reference}, which could not be completed`,
          bookingId: booking.id,
          paymentId: options.cardToBalance?.paymentId,
        },
        tx,
      );
    }
  });
}

/**
 * Money was taken but the booking cannot go ahead (the supplier refused, or the balance was spent
 * by another booking while the card was charged): the card charge goes back to the card through
 * the gateway (to the balance if the gateway refuses), the held balance back to the balance.
 */
async function abandonPaidBooking(booking: BookingRecord, reason: string, gateway: PaymentGateway): Promise<void> {
  const payment = booking.payments.find((candidate) => candidate.status === 'SUCCEEDED');
  let cardToBalance: { paymentId: string; amountCents: number } | undefined;
  if (payment?.providerRef) {
    const refund = await gateway.refund({ providerRef: payment.providerRef, amountCents: payment.amountCents, idempotencyKey: `booking-card-refund:${booking.id}` });
    if (refund.status === 'failed') cardToBalance = { paymentId: payment.id, amountCents: payment.amountCents };
    else await markPaymentRefunded(getDatabase(), payment.id);
  }
  await failBooking(booking.id, reason, { cardToBalance });
}

/**
 * What the card's answer means for the booking. The balance part is debited only now, after the
 * card answered, so a declined card leaves the balance untouched (no entry at all). A charge that
 * succeeded is recorded in the same transaction as the debit; if the balance was spent meanwhile
 * (another booking), the debit refuses and the charge is given back (abandonPaidBooking). A charge
 * waiting for 3-D Secure holds the balance part until confirmBookingPayment settles it.
 */
async function applyChargeOutcome(booking: BookingRecord, paymentId: string, outcome: ChargeOutcome, now: Date, gateway: PaymentGateway): Promise<void> {
  if (outcome.status === 'failed') {
    await failBooking(booking.id, outcome.failureCode, { failedPayment: { id: paymentId, providerRef: outcome.providerRef, failureCode: outcome.failureCode } });
    return;
  }
  try {
    await runInTransaction(undefined, async (tx) => {
      if (outcome.status === 'succeeded') await settlePendingPayment(tx, paymentId, { status: 'SUCCEEDED', providerRef: outcome.providerRef });
      else await setPaymentProviderRef(tx, paymentId, outcome.providerRef);
      await holdBalancePart(tx, booking, getBalancePartCents(booking), now);
    });
  } catch (error) {
    if (!isAppError(error) || error.code !== 'insufficient_balance') throw error;
    // A charge waiting for its second step is closed at the gateway, so the buyer cannot complete it
    // for a booking that failed; completed meanwhile, it is given back like any other.
    const settled = outcome.status === 'requires_action' ? await gateway.cancelCharge(outcome.providerRef) : outcome;
    if (settled.status === 'succeeded') {
      await runInTransaction(undefined, (tx) => settlePendingPayment(tx, paymentId, { status: 'SUCCEEDED', providerRef: settled.providerRef }));
      await abandonPaidBooking(await findBookingOrThrow(booking.id), 'insufficient_balance', gateway);
    } else {
      await failBooking(booking.id, 'insufficient_balance');
    }
  }
}

/**
 * The booking's price hold, still valid, or held again once expired (a checkout resumed later).
 * The money is already in by then, so a new price that differs from the one paid is a refusal: the
 * booking fails and everything paid goes back.
 */
async function renewPriceHold(booking: BookingRecord, departure: SupplierDeparture, supplier: ExperienceSupplier, now: Date): Promise<string | null> {
  if (!booking.priceHoldRef) return null;
  if (!booking.priceHoldExpiresAt || booking.priceHoldExpiresAt > now) return booking.priceHoldRef;
  const hold = await supplier.holdPrice({ ...departure, reference: booking.reference });
  if (hold.totalCents !== booking.totalCents) throw new AppError('supplier_refused', 'The supplier\'s price changed since the booking was paid.');
  await recordPriceHold(getDatabase(), booking.id, { ref: hold.holdRef, expiresAt: hold.expiresAt });
  return hold.holdRef;
}

/** The money is in: the supplier takes the booking (a request for custom products), and the customer is told. */
async function handOverToSupplier(bookingId: string, context: BookingContext, now: Date, gateway: PaymentGateway): Promise<void> {
  const booking = await findBookingOrThrow(bookingId);
  if (booking.status !== 'PENDING_PAYMENT') return;
  const supplier = getSupplier(booking.serviceType, context);
  const departure: SupplierDeparture = {
    productId: booking.productId,
    productCode: booking.product.supplierProductCode,
    tourGradeCode: booking.tourGrade.code,
    travelDate: toLocalDate(booking.travelDate),
    startTime: booking.startTime,
    travellers: booking.travellers.map(({ ageBandCode, count }) => ({ ageBandCode, count })),
  };
  let outcome;
  try {
    outcome = await supplier.book({
      ...departure,
      // The supplier keeps the reference unique: a retried call (or a retried checkout) is the same booking.
      reference: booking.reference,
      holdRef: await renewPriceHold(booking, departure, supplier, now),
      leadTraveller: { firstName: booking.user.firstName, lastName: booking.user.lastName, email: booking.user.email, phone: booking.user.phone },
    });
  } catch (error) {
    // A refusal is final; `unavailable` (no answer) leaves the booking pending with its money
    // held, and the same checkout retried reaches the same supplier booking.
    if (isAppError(error) && error.code === 'supplier_refused') await abandonPaidBooking(booking, 'supplier_refused', gateway);
    throw error;
  }

  const moneyCents = booking.balanceHeldCents + booking.paidByCardCents;
  if (outcome.status === 'requested') {
    const email = await renderBookingEmail(booking, 'requested', { moneyCents });
    await runInTransaction(undefined, async (tx) => {
      if (await markBookingRequested(tx, booking.id, new Date(now.getTime() + HOLD_MS))) await queueBookingEmail(email, tx);
    });
    return;
  }
  if (outcome.status === 'pending') {
    // The supplier decides later: the money stays held, and the hold-release job asks again until it does.
    const email = await renderBookingEmail(booking, 'requested', { moneyCents });
    await runInTransaction(undefined, async (tx) => {
      if (await markSupplierPending(tx, booking.id, { supplierRef: outcome.supplierRef, holdExpiresAt: new Date(now.getTime() + HOLD_MS) })) await queueBookingEmail(email, tx);
    });
    return;
  }
  const email = await renderBookingEmail(booking, 'confirmed', { moneyCents });
  await runInTransaction(undefined, async (tx) => {
    if (await markSupplierBooked(tx, booking.id, { from: 'PENDING_PAYMENT', supplierRef: outcome.supplierRef, decidedAt: now })) await queueBookingEmail(email, tx);
  });
}

export function toOutcome(booking: BookingRecord): BookingOutcome {
  const base = { reference: booking.reference, bookingId: booking.id, totalCents: booking.totalCents - booking.discountCents, byCardCents: booking.paidByCardCents };
  const fromBalanceCents = booking.paidFromBalanceCents + booking.balanceHeldCents;
  switch (booking.status) {
    case 'REQUESTED':
      return { ...base, status: 'requested', fromBalanceCents };
    case 'CONFIRMED':
      return { ...base, status: 'confirmed', fromBalanceCents };
    case 'DECLINED':
      return { ...base, status: 'declined', fromBalanceCents };
    case 'CANCELLED':
      return { ...base, status: 'cancelled', fromBalanceCents };
    case 'FAILED':
      if (booking.declineReason === 'insufficient_balance') throw new AppError('insufficient_balance', 'The balance is too low for this booking.');
      if (booking.declineReason === 'supplier_refused') throw new AppError('supplier_refused', 'The experience\'s supplier did not accept this booking.');
      if (booking.declineReason === EXCHANGE_REFUSED_REASON) throw new AppError('conflict', EXCHANGE_REFUSED);
      throw new AppError('payment_declined', booking.declineReason ?? 'card_declined', { card: [getDeclineFieldError(booking.declineReason ?? 'card_declined')] });
    case 'PENDING_PAYMENT':
      throw new AppError('conflict', 'This booking is still being paid. Please wait a moment.');
  }
}

/**
 * Moves a booking as far as it can go: charges the card part (or asks the gateway how a charge
 * waiting for 3-D Secure ended), takes the balance part, hands it to the supplier, and answers
 * where it stands. Every step is conditional on the step before, so calling it again resumes.
 */
export async function advanceBooking(bookingId: string, context: BookingContext & { card?: PaymentMethodInput }): Promise<BookingOutcome> {
  const now = context.now ?? new Date();
  const gateway = context.gateway ?? getPaymentGateway();
  let booking = await findBookingOrThrow(bookingId);
  if (booking.status !== 'PENDING_PAYMENT') return toOutcome(booking);

  const payment = booking.payments.at(-1);
  if (payment?.status === 'PENDING') {
    let outcome: ChargeOutcome;
    if (payment.providerRef) {
      outcome = await gateway.retrieveCharge(payment.providerRef);
    } else {
      if (!context.card) throw new AppError('invalid_input', 'cardRequired', { card: ['cardRequired'] });
      outcome = await gateway.createCharge({
        idempotencyKey: payment.idempotencyKey,
        amountCents: payment.amountCents,
        currency: 'CAD',
        description: `Booking ${booking.reference}`,
        paymentMethod: context.card,
        returnUrl: getReturnPath(booking.reference),
        metadata: { bookingId: booking.id, paymentId: payment.id },
      });
    }
    if (booking.exchangedFromId) await applyExchangeChargeOutcome(booking, payment.id, outcome, { ...context, now, gateway });
    else await applyChargeOutcome(booking, payment.id, outcome, now, gateway);
    if (outcome.status === 'requires_action') {
      booking = await findBookingOrThrow(bookingId);
      if (booking.status === 'PENDING_PAYMENT') return { status: 'requires_action', reference: booking.reference, bookingId, nextActionUrl: outcome.nextActionUrl };
      return toOutcome(booking);
    }
  }
  await handOverToSupplier(bookingId, context, now, gateway);
  return toOutcome(await findBookingOrThrow(bookingId));
}

/**
 * The card's answer for a card exchange. Nothing moves before the card has paid: a decline fails
 * the new booking, a 3-D Secure step only notes the charge (the old booking stays, the balance is
 * not touched until the bank answers). Once paid, ONE transaction gives the old booking up (its
 * seats back), debits the balance part and holds the old booking's value plus that part for the
 * new one; it starts by settling the payment, so of two concurrent calls only one does it. If the
 * old booking was cancelled or became too late meanwhile, or the balance was spent, the charge is
 * given back (abandonPaidBooking) and the old booking stays as it was.
 */
async function applyExchangeChargeOutcome(
  booking: BookingRecord,
  paymentId: string,
  outcome: ChargeOutcome,
  context: BookingContext & { now: Date; gateway: PaymentGateway },
): Promise<void> {
  const { now, gateway } = context;
  if (outcome.status === 'failed') {
    await failBooking(booking.id, outcome.failureCode, { failedPayment: { id: paymentId, providerRef: outcome.providerRef, failureCode: outcome.failureCode } });
    return;
  }
  // Noted first, so a retry, the return page or the release job asks the gateway about this charge.
  await setPaymentProviderRef(getDatabase(), paymentId, outcome.providerRef);
  if (outcome.status === 'requires_action') return;

  const oldId = booking.exchangedFromId ?? '';
  try {
    const old = await findBookingOrThrow(oldId);
    const before = quoteExchange(toCancellableBooking(old), booking.totalCents, now);
    if (before.possible && old.serviceType === 'VIATOR' && old.supplierRef) {
      await getSupplier('VIATOR', context).cancel({ reference: old.reference, supplierRef: old.supplierRef, shopRefundCents: before.creditCents });
    }
    await runInTransaction(undefined, async (tx) => {
      // Settled by an earlier or concurrent call of the same exchange: that call made the swap.
      if (!(await settlePendingPayment(tx, paymentId, { status: 'SUCCEEDED', providerRef: outcome.providerRef }))) return;
      const quote = quoteExchange(toCancellableBooking(await findBookingOrThrow(oldId, tx)), booking.totalCents, now);
      if (!quote.possible || !(await markBookingCancelled(tx, oldId, now))) throw new AppError('conflict', EXCHANGE_REFUSED);
      await releaseBookingSeats(tx, old, booking.carriedSeats);
      await takeOverCarriedSeats(tx, booking.id);
      const fromBalanceCents = quote.differenceCents - booking.paidByCardCents;
      // Refuses with insufficient_balance when the balance was spent while the card was charged.
      await debitExchangeDifference(tx, old, booking, fromBalanceCents);
      await recordBalanceHeld(tx, booking.id, { amountCents: quote.creditCents + fromBalanceCents, holdExpiresAt: new Date(now.getTime() + HOLD_MS) });
    });
  } catch (error) {
    if (!isAppError(error) || (error.code !== 'insufficient_balance' && error.code !== 'conflict')) throw error;
    await runInTransaction(undefined, (tx) => settlePendingPayment(tx, paymentId, { status: 'SUCCEEDED', providerRef: outcome.providerRef }));
    await abandonPaidBooking(await findBookingOrThrow(booking.id), error.code === 'conflict' ? EXCHANGE_REFUSED_REASON : 'insufficient_balance', gateway);
  }
}

export async function debitExchangeDifference(tx: DatabaseClient, old: Pick<BookingRecord, 'userId' | 'reference'>, created: { id: string; reference: string }, amountCents: number) {
  if (amountCents <= 0) return;
  await recordBalanceEntry(
    {
      userId: old.userId,
      kind: 'BOOKING_DEBIT',
      amountCents: -amountCents,
      idempotencyKey: `booking-debit:${created.id}`,
      reference: `Difference for booking ${created.reference}, exchanged from ${old.reference}`,
      bookingId: created.id,
    },
    tx,
  );
}

/**
 * A booking still waiting for its money when its hold expires (the buyer left the 3-D Secure
 * step, or the supplier never answered): asked once more how it stands, it completes if the money
 * did come, and otherwise fails and gives the held balance back. A charge still waiting for the
 * bank's step is cancelled at the gateway first, so the buyer cannot pay for a failed booking; if
 * it was completed meanwhile, the booking goes ahead after all (or the charge is given back when
 * the supplier no longer takes it).
 */
export async function settleAbandonedBooking(bookingId: string, now: Date, context: BookingContext): Promise<boolean> {
  const gateway = context.gateway ?? getPaymentGateway();
  try {
    const outcome = await advanceBooking(bookingId, { ...context, gateway, now });
    if (outcome.status !== 'requires_action') return true;
    const waiting = (await findBookingOrThrow(bookingId)).payments.find((candidate) => candidate.status === 'PENDING');
    if (waiting?.providerRef && (await gateway.cancelCharge(waiting.providerRef)).status === 'succeeded') {
      await advanceBooking(bookingId, { ...context, gateway, now });
      return true;
    }
  } catch (error) {
    // An unreachable supplier or gateway: the next run asks again, with the money still held.
    if (isAppError(error) && error.code === 'unavailable') return false;
    // A decline or refusal was recorded by advanceBooking itself.
    if ((await findBookingOrThrow(bookingId)).status !== 'PENDING_PAYMENT') return true;
    // `cardRequired`: the charge was never made, so there is nothing to wait for.
    if (!isAppError(error) || error.code !== 'invalid_input') throw error;
  }
  const payment = (await findBookingOrThrow(bookingId)).payments.find((candidate) => candidate.status === 'PENDING');
  const failedPayment = payment ? { id: payment.id, providerRef: payment.providerRef, failureCode: 'payment_abandoned' } : undefined;
  await failBooking(bookingId, 'payment_abandoned', { failedPayment });
  return true;
}
