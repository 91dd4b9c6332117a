import 'server-only';
import { randomInt } from 'node:crypto';
import { findRecordedAmountCents, recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import type { ChargeOutcome, PaymentGateway, PaymentMethodInput } from '@/domains/payments/server/gateway';
import { getPaymentGateway } from '@/domains/payments/server/gateways';
import { readPaymentMethod, type PaymentMethodFields } from '@/domains/payments/server/payment-method';
import type { MailAttachment } from '@/domains/mail/server/mail-transport';
import { normalizeCouponCode } from '@/domains/orders/lib/order-totals';
import type { CouponQuote } from '@/domains/orders/lib/order-totals';
import { checkBookingCoupon, redeemBookingCoupon, releaseBookingCoupon } from '@/domains/orders/server/service';
import { CERTIFICATE_ALPHABET } from '@/domains/vouchers/lib/certificate-code';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { writeAuditLogEntry } from '@/server/audit-log';
import { AppError, isAppError } from '@/server/errors';
import { getFirstBookableDate, listBookableSlots } from '../lib/booking-calendar';
import { writeBookingCalendarFile } from '../lib/booking-calendar-file';
import { planBookingPayment } from '../lib/booking-payment';
import { priceBooking, type BookingPriceLine } from '../lib/booking-price';
import { FREE_CANCELLATION_HOURS, getBookingStart, getCancellationTerms, type CancellableBooking, type CancellationTerms } from '../lib/cancellation-terms';
import { toCheckoutQuery } from '../lib/checkout-query';
import { quoteExchange } from '../lib/exchange-quote';
import { getWeekday, listDatesOfMonth } from '../lib/local-time';
import type {
  BookingConfirmation,
  BookingEstimate,
  BookingExchangeQuote,
  BookingQuote,
  BookingSelection,
  CustomerBooking,
  StaffBookingListParams,
  StaffBookingRow,
  UpcomingBooking,
} from '../schemas';
import { getBookingStartsAt, queueBookingEmail, renderBookingEmail } from './booking-emails';
import { readProductBookingData, releaseSlotSeats, reserveSlotSeats, type ProductBookingData } from './repository';
import {
  confirmRequestedBooking,
  declineRequestedBooking,
  findBookingById,
  findBookingByIdempotencyKey,
  findBookingByReference,
  findBookingCustomer,
  findBookingSlotId,
  findBookingsForStaff,
  findUpcomingBookings,
  findVisibleBookingsOfUser,
  insertPendingBooking,
  listExpiredBookingHolds,
  listPendingSupplierBookings,
  markBookingCancelled,
  markBookingFailed,
  markBookingPaymentRefunded,
  markBookingRequested,
  markSupplierBooked,
  markSupplierPending,
  recordBalanceHeld,
  recordPriceHold,
  setBookingPaymentProviderRef,
  settleBookingPayment,
  summarizeOpenBookingRequests,
  unlinkUnfinishedExchange,
  type BookingRecord,
} from './repository-bookings';
import type { ExperienceSupplier, SupplierDeparture, SupplierPriceHold } from './supplier';
import { getExperienceSupplier } from './suppliers';

/** A custom request holds its money this long; unanswered, it is released (SPEC: answered in 1–3 days). */
export const BOOKING_HOLD_HOURS = 72;
const HOLD_MS = BOOKING_HOLD_HOURS * 3_600_000;
const EXPIRED_REQUESTS_PER_RUN = 100;
const EXPIRED_REQUEST_REASON = 'Not answered within 72 hours.';

export type BookingContext = {
  now?: Date;
  gateway?: PaymentGateway;
  /** The supplier of VIATOR products (tests point it at a local fake); custom products use the shop's own. */
  supplier?: ExperienceSupplier;
};

function getSupplier(serviceType: 'CUSTOM' | 'VIATOR', context: BookingContext): ExperienceSupplier {
  return serviceType === 'VIATOR' && context.supplier ? context.supplier : getExperienceSupplier(serviceType);
}

function toLocalDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function toDbDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

// ── Quote ──

type PricedSelection = {
  product: ProductBookingData;
  timeZone: string;
  tourGradeId: string;
  lines: BookingPriceLine[];
  travellerCount: number;
  totalCents: number;
  /** The weekly slot whose seats a custom booking takes; null for supplier products. */
  slotId: string | null;
  startsAt: Date;
};

function toTravellerCounts(selection: BookingSelection): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { ageBandCode, count } of selection.travellers) if (count > 0) counts[ageBandCode] = (counts[ageBandCode] ?? 0) + count;
  return counts;
}

function toDeparture(product: ProductBookingData, selection: BookingSelection): SupplierDeparture {
  return {
    productId: product.productId,
    productCode: product.supplierProductCode,
    tourGradeCode: selection.tourGradeCode,
    travelDate: selection.travelDate,
    startTime: selection.startTime,
    travellers: Object.entries(toTravellerCounts(selection)).map(([ageBandCode, count]) => ({ ageBandCode, count })),
  };
}

function refuseDeparture(reason: string): AppError {
  return new AppError('booking_unavailable', reason, { travelDate: [reason] });
}

/**
 * Checks a selection against the experience's rules, as they are now: the party and its price
 * (lib/booking-price), then the departure: a custom product's weekly slot after the lead time with
 * seats for the party, or the supplier's own availability and price for a Viator product.
 */
/** The seats a booking being exchanged gives back to the new choice: its own, when that is the same departure. */
function countSeatsGivenBack(givingUp: BookingRecord | undefined, selection: BookingSelection): number {
  if (!givingUp || givingUp.serviceType !== 'CUSTOM' || givingUp.product.slug !== selection.productSlug) return 0;
  if (toLocalDate(givingUp.travelDate) !== selection.travelDate || givingUp.startTime !== selection.startTime) return 0;
  return givingUp.travellers.reduce((sum, traveller) => sum + traveller.count, 0);
}

async function priceSelection(selection: BookingSelection, now: Date, context: BookingContext, givingUp?: BookingRecord): Promise<PricedSelection> {
  const month = selection.travelDate.slice(0, 7);
  const product = await readProductBookingData(getDatabase(), { product: { slug: selection.productSlug }, month });
  if (!product?.published) throw new AppError('not_found', 'This experience does not exist.');
  const priced = priceBooking(product.priceRules, { tourGradeCode: selection.tourGradeCode, travellers: toTravellerCounts(selection) });
  if (!priced.ok) throw new AppError('invalid_input', priced.refusal.reason, { travellers: [priced.refusal.reason] });
  const { price } = priced;
  const timeZone = product.calendar.timeZone;
  const common = { product, timeZone, tourGradeId: price.tourGradeId, lines: price.lines, travellerCount: price.travellers };

  if (product.serviceType === 'CUSTOM') {
    // An exchange to a bigger party on the same departure counts the seats its old booking frees.
    const seatsNeeded = Math.max(1, price.travellers - countSeatsGivenBack(givingUp, selection));
    const slot = listBookableSlots(product.calendar, { month, now, travellers: seatsNeeded }).find(
      (candidate) => candidate.date === selection.travelDate && candidate.startTime === selection.startTime,
    );
    if (!slot) throw refuseDeparture('not_operating');
    if (!slot.fits) throw refuseDeparture('sold_out');
    return { ...common, totalCents: price.totalCents, slotId: slot.slotId, startsAt: slot.startsAt };
  }

  if (selection.travelDate < getFirstBookableDate(product.calendar, now)) throw refuseDeparture('too_soon');
  const availability = await getSupplier('VIATOR', context).checkAvailability(toDeparture(product, selection));
  if (!availability.available) throw refuseDeparture(availability.reason);
  const startsAt = getBookingStart({ travelDate: selection.travelDate, startTime: selection.startTime, timeZone });
  // The supplier's price is the one charged; the lines show the shop's listed prices per band.
  return { ...common, totalCents: availability.totalCents, slotId: null, startsAt };
}

async function readCustomer(userId: string): Promise<{ id: string; email: string; balanceCents: number }> {
  const customer = await findBookingCustomer(getDatabase(), userId);
  if (!customer) throw new AppError('not_found', 'This account does not exist.');
  return customer;
}

type CouponResult = { coupon: CouponQuote | null; couponId: string | null; discountCents: number };

/** The selection's coupon, if any, checked against the booking's price with the same terms as orders. */
async function applyCoupon(selection: BookingSelection, subtotalCents: number, customer: { id: string; email: string }, now: Date): Promise<CouponResult> {
  if (!selection.couponCode?.trim()) return { coupon: null, couponId: null, discountCents: 0 };
  const { quote, couponId } = await checkBookingCoupon(selection.couponCode, subtotalCents, { email: customer.email, userId: customer.id }, now);
  return { coupon: quote, couponId, discountCents: quote.status === 'applied' ? Math.min(quote.discountCents, subtotalCents) : 0 };
}

/** What the selection costs now, what the balance covers, what the card must pay, and the cancellation terms. Writes nothing. */
export async function quoteBooking(selection: BookingSelection, context: BookingContext & { userId: string; givingUp?: BookingRecord }): Promise<BookingQuote> {
  const now = context.now ?? new Date();
  const priced = await priceSelection(selection, now, context, context.givingUp);
  const customer = await readCustomer(context.userId);
  const { coupon, discountCents } = await applyCoupon(selection, priced.totalCents, customer, now);
  const totalCents = priced.totalCents - discountCents;
  const nonRefundable = priced.product.nonRefundable;
  return {
    productSlug: priced.product.slug,
    title: priced.product.title,
    confirmation: priced.product.serviceType === 'CUSTOM' ? 'request' : 'instant',
    tourGradeCode: selection.tourGradeCode,
    tourGradeTitle: priced.product.tourGrades.find((grade) => grade.code === selection.tourGradeCode)?.title ?? selection.tourGradeCode,
    travelDate: selection.travelDate,
    startTime: selection.startTime,
    timeZone: priced.timeZone,
    startsAt: priced.startsAt,
    lines: priced.lines,
    ageBandLabels: Object.fromEntries(priced.product.ageBands.map((band) => [band.code, band.label])),
    subtotalCents: priced.totalCents,
    discountCents,
    coupon,
    totalCents,
    balanceCents: customer.balanceCents,
    payment: planBookingPayment(totalCents, customer.balanceCents),
    cancellation: { nonRefundable, freeUntil: nonRefundable ? null : new Date(priced.startsAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000) },
  };
}

// ── Placing and paying a booking ──

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
function checkShownTotal(totalCents: number, shownTotalCents: number | undefined): void {
  if (shownTotalCents !== undefined && shownTotalCents !== totalCents) {
    throw new AppError('price_changed', `The price changed from ${shownTotalCents} to ${totalCents} cents since the customer saw it.`);
  }
}

const REFERENCE_LENGTH = 8;

/** "BKG-7K2M9QXA", from the alphabet nobody misreads, like order numbers. */
function generateBookingReference(): string {
  let symbols = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) symbols += CERTIFICATE_ALPHABET.charAt(randomInt(CERTIFICATE_ALPHABET.length));
  return `BKG-${symbols}`;
}

function getBalancePartCents(booking: BookingRecord): number {
  return booking.totalCents - booking.discountCents - booking.paidByCardCents;
}

function getReturnPath(reference: string): string {
  return `/booking/checkout/return?booking=${encodeURIComponent(reference)}`;
}

/** A retry shows the total the first send did; a replay with another total is another request. */
function isSameShownTotal(booking: BookingRecord, context: { shownTotalCents?: number }): boolean {
  return context.shownTotalCents === undefined || context.shownTotalCents === booking.totalCents - booking.discountCents;
}

/** The same key must carry the same booking; anything else is a different request reusing it. */
function isSameSelection(booking: BookingRecord, selection: BookingSelection, userId: string): boolean {
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

async function findBookingOrThrow(bookingId: string, db?: DatabaseClient): Promise<BookingRecord> {
  const booking = await findBookingById(getDatabase(db), bookingId);
  if (!booking) throw new AppError('not_found', 'This booking does not exist.');
  return booking;
}

/**
 * Debits the balance part of a booking and records it as held (BOOKING_DEBIT "Held for booking
 * X"). The idempotency key makes a replay a no-op; the conditional debit refuses with
 * `insufficient_balance` when the balance no longer covers it, rolling back the caller's transaction.
 */
async function holdBalancePart(tx: DatabaseClient, booking: Pick<BookingRecord, 'id' | 'reference' | 'userId'>, amountCents: number, now: Date): Promise<void> {
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

async function releaseBookingSeats(tx: DatabaseClient, booking: BookingRecord): Promise<void> {
  if (booking.serviceType !== 'CUSTOM' || !booking.startTime) return;
  const slotId = await findBookingSlotId(tx, { productId: booking.productId, weekday: getWeekday(toLocalDate(booking.travelDate)), startTime: booking.startTime });
  const seats = booking.travellers.reduce((sum, traveller) => sum + traveller.count, 0);
  if (slotId) await releaseSlotSeats(tx, { slotId, date: booking.travelDate, seats });
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
    if (options.failedPayment) await settleBookingPayment(tx, options.failedPayment.id, { status: 'FAILED', ...options.failedPayment });
    if (!(await markBookingFailed(tx, bookingId, reason))) return;
    if (booking.exchangedFromId) await unlinkUnfinishedExchange(tx, bookingId);
    await releaseBookingSeats(tx, booking);
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
    else await markBookingPaymentRefunded(getDatabase(), payment.id);
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
      if (outcome.status === 'succeeded') await settleBookingPayment(tx, paymentId, { status: 'SUCCEEDED', providerRef: outcome.providerRef });
      else await setBookingPaymentProviderRef(tx, paymentId, outcome.providerRef);
      await holdBalancePart(tx, booking, getBalancePartCents(booking), now);
    });
  } catch (error) {
    if (!isAppError(error) || error.code !== 'insufficient_balance') throw error;
    // A charge waiting for its second step is closed at the gateway, so the buyer cannot complete it
    // for a booking that failed; completed meanwhile, it is given back like any other.
    const settled = outcome.status === 'requires_action' ? await gateway.cancelCharge(outcome.providerRef) : outcome;
    if (settled.status === 'succeeded') {
      await runInTransaction(undefined, (tx) => settleBookingPayment(tx, paymentId, { status: 'SUCCEEDED', providerRef: settled.providerRef }));
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

function toOutcome(booking: BookingRecord): BookingOutcome {
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
      throw new AppError('payment_declined', booking.declineReason ?? 'card_declined', { card: [booking.declineReason ?? 'card_declined'] });
    case 'PENDING_PAYMENT':
      throw new AppError('conflict', 'This booking is still being paid. Please wait a moment.');
  }
}

/**
 * Moves a booking as far as it can go: charges the card part (or asks the gateway how a charge
 * waiting for 3-D Secure ended), takes the balance part, hands it to the supplier, and answers
 * where it stands. Every step is conditional on the step before, so calling it again resumes.
 */
async function advanceBooking(bookingId: string, context: BookingContext & { card?: PaymentMethodInput }): Promise<BookingOutcome> {
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
 * refused with `idempotency_key_reused`.
 */
export async function placeBooking(selection: BookingSelection, context: PlaceBookingContext): Promise<BookingOutcome> {
  if (context.termsAccepted !== true) throw new AppError('invalid_input', 'termsRequired', { termsAccepted: ['termsRequired'] });
  const now = context.now ?? new Date();
  const existing = await findBookingByIdempotencyKey(getDatabase(), context.idempotencyKey);
  if (existing) return replayBooking(existing, selection, context);

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
    return replayBooking(raced, selection, context);
  }
  return advanceBooking(bookingId, { ...context, gateway, now, card });
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
function withPaymentMethod<Context extends BookingContext & { payment?: PaymentMethodFields }>(
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

// ── Staff decisions and the 72-hour release ──

/**
 * Staff accept a custom request: the held balance becomes the payment (no new ledger entry) and
 * the customer gets the confirmation with its calendar file. One conditional UPDATE decides, so a
 * double click or a second member of staff cannot confirm twice; a request already declined or
 * expired is refused.
 */
export async function confirmBookingRequest(bookingId: string, staffId: string, now = new Date()): Promise<BookingOutcome> {
  return (await confirmRequest(bookingId, staffId, now)).outcome;
}

const ALREADY_ANSWERED = 'This request was already answered.';

/**
 * The staff API's decisions (POST /api/admin/bookings/{id}/confirm|decline): as above, but the
 * second of two answers is told so (409) instead of receiving the first one's outcome again.
 */
export async function answerBookingRequest(
  bookingId: string,
  decision: { staffId: string; accept: true } | { staffId: string; accept: false; reason: string },
  now = new Date(),
): Promise<BookingOutcome> {
  const { decided, outcome } = decision.accept
    ? await confirmRequest(bookingId, decision.staffId, now)
    : await declineRequestOnce(bookingId, decision.staffId, decision.reason, now);
  if (!decided) throw new AppError('conflict', ALREADY_ANSWERED);
  return outcome;
}

async function confirmRequest(bookingId: string, staffId: string, now: Date): Promise<{ decided: boolean; outcome: BookingOutcome }> {
  const booking = await findBookingOrThrow(bookingId);
  const email = await renderBookingEmail(booking, 'confirmed', { moneyCents: booking.balanceHeldCents + booking.paidFromBalanceCents + booking.paidByCardCents });
  const confirmed = await runInTransaction(undefined, async (tx) => {
    if (!(await confirmRequestedBooking(tx, bookingId, { staffId, now }))) return false;
    await writeAuditLogEntry(tx, { staffId, action: 'booking.confirm', entityType: 'Booking', entityId: bookingId, data: { reference: booking.reference } });
    await queueBookingEmail(email, tx);
    return true;
  });
  const current = await findBookingOrThrow(bookingId);
  if (!confirmed && current.status !== 'CONFIRMED') {
    const expired = current.status === 'REQUESTED' && current.holdExpiresAt !== null && current.holdExpiresAt <= now;
    throw new AppError('conflict', expired ? 'This request waited more than 72 hours and can no longer be confirmed.' : ALREADY_ANSWERED);
  }
  return { decided: confirmed, outcome: toOutcome(current) };
}

type RequestDecision =
  | { by: 'staff'; staffId: string; reason: string; now: Date }
  /** A Viator booking the supplier rejected or cancelled while it was pending. */
  | { by: 'supplier'; reason: string; now: Date }
  /** Nobody (staff or supplier) answered within 72 hours. */
  | { by: 'lapse'; now: Date };

const SUPPLIER_DECLINED_REASON = 'The experience’s operator could not confirm this booking.';

/**
 * Declines a request (staff, the supplier of a pending Viator booking, or nobody within 72 hours):
 * DECLINED once, seats given back, and everything paid for it (held balance and card part)
 * returned to the balance with ONE REFUND entry keyed `booking-hold-release:<id>`, in the same
 * transaction as the e-mail.
 */
async function declineRequest(booking: BookingRecord, decision: RequestDecision): Promise<boolean> {
  // While REQUESTED the amounts cannot change (only the deciding UPDATEs move them), so these are the ones released.
  const returnedCents = booking.balanceHeldCents + booking.paidFromBalanceCents + booking.paidByCardCents;
  const staffId = decision.by === 'staff' ? decision.staffId : null;
  const reason = decision.by === 'staff' ? decision.reason : decision.by === 'supplier' ? `${SUPPLIER_DECLINED_REASON} (${decision.reason})` : EXPIRED_REQUEST_REASON;
  const shownReason = decision.by === 'staff' ? decision.reason : decision.by === 'supplier' ? SUPPLIER_DECLINED_REASON : null;
  const email = await renderBookingEmail(booking, decision.by === 'lapse' ? 'released' : 'declined', { moneyCents: returnedCents, declineReason: shownReason });
  // Staff answer custom requests only; a Viator booking is decided by its supplier.
  const serviceType = decision.by === 'staff' ? 'CUSTOM' : booking.serviceType;
  return runInTransaction(undefined, async (tx) => {
    if (!(await declineRequestedBooking(tx, booking.id, { serviceType, staffId, reason, now: decision.now }))) return false;
    if (staffId) {
      await writeAuditLogEntry(tx, {
        staffId,
        action: 'booking.decline',
        entityType: 'Booking',
        entityId: booking.id,
        data: { reference: booking.reference, reason },
      });
    }
    // The booking never took place, so its coupon can be used again.
    await releaseBookingCoupon(tx, booking.id);
    if (returnedCents > 0) {
      await recordBalanceEntry(
        {
          userId: booking.userId,
          kind: 'REFUND',
          amountCents: returnedCents,
          idempotencyKey: `booking-hold-release:${booking.id}`,
          reference:
            decision.by === 'lapse' ? `Returned from booking ${booking.reference}, not confirmed within 72 hours` : `Returned from declined booking ${booking.reference}`,
          bookingId: booking.id,
          staffId: staffId ?? undefined,
        },
        tx,
      );
    }
    await releaseBookingSeats(tx, booking);
    await queueBookingEmail(email, tx);
    return true;
  });
}

export async function declineBookingRequest(bookingId: string, staffId: string, reason: string, now = new Date()): Promise<BookingOutcome> {
  return (await declineRequestOnce(bookingId, staffId, reason, now)).outcome;
}

async function declineRequestOnce(bookingId: string, staffId: string, reason: string, now: Date): Promise<{ decided: boolean; outcome: BookingOutcome }> {
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError('invalid_input', 'reasonRequired', { reason: ['reasonRequired'] });
  const booking = await findBookingOrThrow(bookingId);
  const declined = booking.status === 'REQUESTED' && (await declineRequest(booking, { by: 'staff', staffId, reason: trimmed, now }));
  const current = await findBookingOrThrow(bookingId);
  if (!declined && current.status !== 'DECLINED') throw new AppError('conflict', ALREADY_ANSWERED);
  return { decided: declined, outcome: toOutcome(current) };
}

/**
 * A booking still waiting for its money when its hold expires (the buyer left the 3-D Secure
 * step, or the supplier never answered): asked once more how it stands, it completes if the money
 * did come, and otherwise fails and gives the held balance back. A charge still waiting for the
 * bank's step is cancelled at the gateway first, so the buyer cannot pay for a failed booking; if
 * it was completed meanwhile, the booking goes ahead after all (or the charge is given back when
 * the supplier no longer takes it).
 */
async function settleAbandonedBooking(bookingId: string, now: Date, context: BookingContext): Promise<boolean> {
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

/**
 * A Viator booking the supplier answered PENDING, asked again: confirmed, it becomes CONFIRMED (the
 * held money becomes the payment; the e-mail carries the calendar file); rejected or cancelled, it
 * is declined and everything paid goes back to the balance; still pending, it waits for the next
 * run, until its 72-hour hold is over: then it is cancelled with the supplier and released like an
 * unanswered custom request. No answer (`unavailable`) waits for the next run. True when decided.
 */
async function recheckSupplierBooking(bookingId: string, now: Date, context: BookingContext): Promise<boolean> {
  const booking = await findBookingOrThrow(bookingId);
  if (booking.status !== 'REQUESTED' || booking.serviceType !== 'VIATOR') return false;
  const supplier = getSupplier('VIATOR', context);
  try {
    const status = await supplier.getBookingStatus({ reference: booking.reference, supplierRef: booking.supplierRef });
    if (status.status === 'confirmed') {
      const email = await renderBookingEmail(booking, 'confirmed', { moneyCents: booking.balanceHeldCents + booking.paidFromBalanceCents + booking.paidByCardCents });
      return await runInTransaction(undefined, async (tx) => {
        if (!(await markSupplierBooked(tx, booking.id, { from: 'REQUESTED', supplierRef: status.supplierRef, decidedAt: now }))) return false;
        await queueBookingEmail(email, tx);
        return true;
      });
    }
    if (status.status === 'declined') return await declineRequest(booking, { by: 'supplier', reason: status.reason, now });
    if (!booking.holdExpiresAt || booking.holdExpiresAt > now) return false;
    // Released, it must not be confirmed later: the supplier's booking is cancelled first. A supplier
    // refusing to cancel a booking it never confirmed does not keep the customer's money held.
    await supplier.cancel({ reference: booking.reference, supplierRef: booking.supplierRef, shopRefundCents: 0 }).catch((error: unknown) => {
      if (!isAppError(error) || error.code !== 'supplier_refused') throw error;
    });
    return await declineRequest(booking, { by: 'lapse', now });
  } catch (error) {
    if (isAppError(error) && error.code === 'unavailable') return false;
    throw error;
  }
}

/**
 * The scheduled job: Viator bookings still pending are asked again, custom requests nobody
 * answered within 72 hours are declined and their money returned to the balance, and bookings that
 * never got their money are settled. Safe to run twice at once: each booking is decided by one
 * conditional UPDATE and its REFUND entry has one idempotency key. Answers how many it decided.
 */
export async function releaseExpiredBookingHolds(now = new Date(), context: BookingContext = {}): Promise<number> {
  let decided = 0;
  for (const pending of await listPendingSupplierBookings(getDatabase(), EXPIRED_REQUESTS_PER_RUN)) {
    if (await recheckSupplierBooking(pending.id, now, context)) decided += 1;
  }
  for (const expired of await listExpiredBookingHolds(getDatabase(), now, EXPIRED_REQUESTS_PER_RUN)) {
    if (expired.status === 'PENDING_PAYMENT') {
      if (await settleAbandonedBooking(expired.id, now, context)) decided += 1;
      continue;
    }
    const booking = await findBookingById(getDatabase(), expired.id);
    if (booking?.status === 'REQUESTED' && (await declineRequest(booking, { by: 'lapse', now }))) decided += 1;
  }
  return decided;
}

/** `GET /api/admin/bookings`: one page of bookings (e.g. the requests waiting for an answer) and how many there are. */
export async function listBookingsForStaff(params: StaffBookingListParams): Promise<{ data: StaffBookingRow[]; total: number }> {
  const { rows, total } = await findBookingsForStaff(getDatabase(), {
    status: params.status,
    search: params.search || undefined,
    skip: (params.page - 1) * params.per_page,
    take: params.per_page,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      serviceType: row.serviceType,
      experience: row.product,
      tourGradeCode: row.tourGrade.code,
      travelDate: toLocalDate(row.travelDate),
      startTime: row.startTime,
      travellers: row.travellers,
      totalCents: row.totalCents - row.discountCents,
      customer: row.user,
      holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
  };
}

/** The dashboard's figure: custom requests waiting for an answer, and how long the oldest has waited (the promise is 1–3 days). */
export async function getBookingRequestFigures(
  now = new Date(),
  db?: DatabaseClient,
): Promise<{ pending: number; oldestRequestedAt: string | null; oldestWaitingHours: number | null }> {
  const { count, oldestCreatedAt } = await summarizeOpenBookingRequests(getDatabase(db));
  if (!oldestCreatedAt) return { pending: count, oldestRequestedAt: null, oldestWaitingHours: null };
  return { pending: count, oldestRequestedAt: oldestCreatedAt.toISOString(), oldestWaitingHours: Math.max(0, Math.floor((now.getTime() - oldestCreatedAt.getTime()) / 3_600_000)) };
}

// ── Cancelling ──

const TOO_LATE_MESSAGE = 'Free cancellation ends 24 hours before the start. This booking can no longer be cancelled.';

type CancellableRecord = Pick<BookingRecord, 'travelDate' | 'startTime' | 'paidFromBalanceCents' | 'paidByCardCents' | 'balanceHeldCents'> & {
  status: BookingRecord['status'];
  product: Pick<BookingRecord['product'], 'timeZone' | 'nonRefundable'>;
};

function toCancellableBooking(booking: CancellableRecord): CancellableBooking {
  return {
    // Only requests and confirmed bookings can be cancelled; every other state reads as not active.
    status: booking.status === 'REQUESTED' || booking.status === 'CONFIRMED' ? booking.status : 'CANCELLED',
    travelDate: toLocalDate(booking.travelDate),
    startTime: booking.startTime,
    timeZone: booking.product.timeZone,
    nonRefundable: booking.product.nonRefundable,
    paidFromBalanceCents: booking.paidFromBalanceCents,
    paidByCardCents: booking.paidByCardCents,
    balanceHeldCents: booking.balanceHeldCents,
  };
}

function refuseCancellation(reason: Extract<CancellationTerms, { cancellable: false }>['reason']): AppError {
  if (reason === 'too_late') return new AppError('booking_too_late', TOO_LATE_MESSAGE);
  if (reason === 'non_refundable') return new AppError('booking_non_refundable', 'This experience is non-refundable. This booking cannot be cancelled.');
  return new AppError('conflict', 'This booking is not active, so it cannot be cancelled.');
}

/**
 * /cancellation: the customer's requests and confirmed bookings that have not started, soonest
 * first, each with what cancelling it now would give back. Only the customer's own.
 */
export async function listUpcomingBookings(userId: string, now = new Date()): Promise<UpcomingBooking[]> {
  // A day before today in UTC covers every zone's today; bookings already started are dropped below.
  const fromDate = toDbDate(toLocalDate(new Date(now.getTime() - 24 * 3_600_000)));
  const rows = await findUpcomingBookings(getDatabase(), userId, fromDate);
  return rows.flatMap((row): UpcomingBooking[] => {
    const terms = getCancellationTerms(toCancellableBooking(row), now);
    if (terms.startsAt <= now) return [];
    const booking = {
      id: row.id,
      reference: row.reference,
      status: row.status,
      title: row.product.title,
      productSlug: row.product.slug,
      tourGradeTitle: row.tourGrade.title,
      travellerCount: row.travellers.reduce((sum, traveller) => sum + traveller.count, 0),
      startsAt: terms.startsAt.toISOString(),
      hasStartTime: row.startTime !== null,
      timeZone: row.product.timeZone,
      paidCents: row.paidFromBalanceCents + row.paidByCardCents + row.balanceHeldCents,
    };
    if (terms.cancellable) return [{ ...booking, cancellation: { status: 'free', refundCents: terms.refundCents, freeUntil: terms.freeUntil.toISOString() } }];
    if (terms.reason === 'too_late') return [{ ...booking, cancellation: { status: 'too_late', freeUntil: (terms.freeUntil ?? terms.startsAt).toISOString() } }];
    return [{ ...booking, cancellation: { status: 'non_refundable' } }];
  });
}

/**
 * The customer cancels their own booking (another customer's is "not found"). Free until 24 hours
 * before the start in the experience's zone: everything paid, from the balance, by card, or held,
 * goes back to the balance with one REFUND entry, and the seats are freed; later, or for a
 * non-refundable experience, it is refused. Cancelling a cancelled booking changes nothing.
 */
export async function cancelBooking(bookingId: string, context: BookingContext & { userId: string }): Promise<BookingOutcome> {
  const now = context.now ?? new Date();
  const booking = await findBookingById(getDatabase(), bookingId);
  if (!booking || booking.userId !== context.userId) throw new AppError('not_found', 'This booking does not exist.');
  if (booking.status === 'CANCELLED') return toOutcome(booking);
  if (booking.status !== 'REQUESTED' && booking.status !== 'CONFIRMED') throw new AppError('conflict', 'This booking is not active, so it cannot be cancelled.');

  const terms = getCancellationTerms(toCancellableBooking(booking), now);
  if (!terms.cancellable) throw refuseCancellation(terms.reason);
  if (booking.serviceType === 'VIATOR' && booking.supplierRef) {
    // Idempotent on the supplier's side: a cancellation whose answer was lost is recognised as done.
    await getSupplier('VIATOR', context).cancel({ reference: booking.reference, supplierRef: booking.supplierRef, shopRefundCents: terms.refundCents });
  }
  const email = await renderBookingEmail(booking, 'cancelled', { moneyCents: terms.refundCents });
  await runInTransaction(undefined, async (tx) => {
    if (!(await markBookingCancelled(tx, booking.id, now))) return;
    if (terms.refundCents > 0) {
      await recordBalanceEntry(
        {
          userId: booking.userId,
          kind: 'REFUND',
          amountCents: terms.refundCents,
          idempotencyKey: `booking-cancellation:${booking.id}`,
          reference: `Refund for cancelled booking ${booking.reference}`,
          bookingId: booking.id,
        },
        tx,
      );
    }
    await releaseBookingSeats(tx, booking);
    await queueBookingEmail(email, tx);
  });
  return toOutcome(await findBookingOrThrow(booking.id));
}

/**
 * The /cancellation button: cancels the customer's booking (see cancelBooking) and answers what
 * went back to the balance, which the booking itself no longer shows once its hold is cleared.
 */
export async function cancelUpcomingBooking(bookingId: string, context: BookingContext & { userId: string }): Promise<{ reference: string; refundCents: number }> {
  const now = context.now ?? new Date();
  const booking = await findBookingById(getDatabase(), bookingId);
  if (!booking || booking.userId !== context.userId) throw new AppError('not_found', 'This booking does not exist.');
  if (booking.status === 'CANCELLED') {
    // A retried cancellation (the booking is its key) answers what the first one gave back.
    return { reference: booking.reference, refundCents: (await findRecordedAmountCents(`booking-cancellation:${booking.id}`)) ?? 0 };
  }
  const terms = getCancellationTerms(toCancellableBooking(booking), now);
  const outcome = await cancelBooking(bookingId, { ...context, now });
  return { reference: outcome.reference, refundCents: terms.cancellable ? terms.refundCents : 0 };
}

// ── Exchanging ──

export type ExchangeBookingContext = BookingContext & {
  userId: string;
  /** Made once per exchange attempt in the browser: a retry finds the booking it made. */
  idempotencyKey: string;
  /** Pays what the balance does not cover of a pricier choice, read for the gateway as in placeBooking. */
  payment?: PaymentMethodFields;
  /** The new choice's total the customer was shown, as in placeBooking. */
  shownTotalCents?: number;
};

const EXCHANGE_REFUSED = 'This booking was changed meanwhile. Please reload the page.';
/** A card exchange whose old booking could not be given up once the card had paid (cancelled or too late meanwhile). */
const EXCHANGE_REFUSED_REASON = 'exchange_refused';

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
  const quote = await quoteBooking({ ...selection, couponCode: undefined }, { ...context, now, givingUp: booking });
  const exchange = quoteExchange(toCancellableBooking(booking), quote.totalCents, now);
  if (!exchange.possible) throw refuseCancellation(exchange.reason);
  return {
    ...quote,
    payment: planBookingPayment(exchange.differenceCents, quote.balanceCents),
    exchange: {
      bookingId: booking.id,
      reference: booking.reference,
      title: booking.product.title,
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

async function debitExchangeDifference(tx: DatabaseClient, old: Pick<BookingRecord, 'userId' | 'reference'>, created: { id: string; reference: string }, amountCents: number) {
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
  let newBookingId: string;
  try {
    newBookingId = await runInTransaction(undefined, async (tx) => {
      const created = await insertPendingBooking(tx, {
        ...toExchangeBooking(booking, selection, priced, context, context.now),
        paidByCardCents: byCardCents,
        payment: { provider: gateway.provider, idempotencyKey: `booking-payment:${context.idempotencyKey}` },
      });
      if (priced.slotId && !(await reserveSlotSeats(tx, { slotId: priced.slotId, date: toDbDate(selection.travelDate), seats: priced.travellerCount }))) {
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
  await setBookingPaymentProviderRef(getDatabase(), paymentId, outcome.providerRef);
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
      if (!(await settleBookingPayment(tx, paymentId, { status: 'SUCCEEDED', providerRef: outcome.providerRef }))) return;
      const quote = quoteExchange(toCancellableBooking(await findBookingOrThrow(oldId, tx)), booking.totalCents, now);
      if (!quote.possible || !(await markBookingCancelled(tx, oldId, now))) throw new AppError('conflict', EXCHANGE_REFUSED);
      await releaseBookingSeats(tx, old);
      const fromBalanceCents = quote.differenceCents - booking.paidByCardCents;
      // Refuses with insufficient_balance when the balance was spent while the card was charged.
      await debitExchangeDifference(tx, old, booking, fromBalanceCents);
      await recordBalanceHeld(tx, booking.id, { amountCents: quote.creditCents + fromBalanceCents, holdExpiresAt: new Date(now.getTime() + HOLD_MS) });
    });
  } catch (error) {
    if (!isAppError(error) || (error.code !== 'insufficient_balance' && error.code !== 'conflict')) throw error;
    await runInTransaction(undefined, (tx) => settleBookingPayment(tx, paymentId, { status: 'SUCCEEDED', providerRef: outcome.providerRef }));
    await abandonPaidBooking(await findBookingOrThrow(booking.id), error.code === 'conflict' ? EXCHANGE_REFUSED_REASON : 'insufficient_balance', gateway);
  }
}

function replayExchange(booking: BookingRecord, bookingId: string, selection: BookingSelection, context: ExchangeBookingContext): Promise<BookingOutcome> {
  // A card exchange that failed before the old booking was given up is no longer linked to it.
  const exchangedFromId = booking.status === 'FAILED' && !booking.exchangedFromId ? bookingId : booking.exchangedFromId;
  if (exchangedFromId !== bookingId || !isSameSelection(booking, selection, context.userId) || !isSameShownTotal(booking, context)) {
    throw new AppError('idempotency_key_reused', 'This idempotency key was used for another booking.');
  }
  return advanceBooking(booking.id, withPaymentMethod(context));
}

// ── The calendar file ──

/** The `.ics` attached to a confirmation, made when the e-mail is sent (the outbox keeps only the reference). */
export async function renderBookingCalendarAttachment(bookingId: string): Promise<MailAttachment> {
  const booking = await findBookingOrThrow(bookingId);
  const party = booking.travellers.map(({ ageBandCode, count }) => `${count} × ${booking.product.ageBands.find((band) => band.code === ageBandCode)?.label ?? ageBandCode}`);
  const content = writeBookingCalendarFile({
    uid: `${booking.reference}@bookings`,
    title: booking.product.title,
    startsAt: getBookingStartsAt(booking),
    durationMinutes: booking.product.durationMinutes,
    location: booking.product.meetingPoint,
    description: `Booking ${booking.reference}: ${booking.tourGrade.title}, ${party.join(', ')}`,
    createdAt: booking.decidedAt ?? booking.createdAt,
  });
  return { filename: `${booking.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(content, 'utf8') };
}

// ── The widget, the confirmation page and the account page ──

export type AvailabilityDay = {
  date: string;
  /** Departures with their seats left; empty for a supplier product, whose hours come at checkout. */
  hours: { startTime: string; timeZoneLabel: string; remaining: number }[];
};

export type BookingAvailability = {
  productSlug: string;
  serviceType: 'CUSTOM' | 'VIATOR';
  timeZone: string;
  firstBookableDate: string;
  days: AvailabilityDay[];
  maxTravellers: number;
  requiresAdult: boolean;
  ageBands: ProductBookingData['ageBands'];
  tourGrades: (ProductBookingData['tourGrades'][number] & { pricesCents: Readonly<Record<string, number>> })[];
};

/**
 * One month of an experience's calendar for the booking widget: a custom experience's departures
 * after the lead time with the seats left (sold-out hours shown as such), or, for a supplier
 * product, every date after the lead time (the supplier confirms the date when it is priced).
 */
export async function listBookingAvailability(slug: string, month: string, now = new Date()): Promise<BookingAvailability> {
  const product = await readProductBookingData(getDatabase(), { product: { slug }, month });
  if (!product?.published) throw new AppError('not_found', 'This experience does not exist.');
  const firstBookableDate = getFirstBookableDate(product.calendar, now);
  const days = new Map<string, AvailabilityDay>();
  if (product.serviceType === 'CUSTOM') {
    for (const slot of listBookableSlots(product.calendar, { month, now })) {
      const day = days.get(slot.date) ?? { date: slot.date, hours: [] };
      day.hours.push({ startTime: slot.startTime, timeZoneLabel: slot.timeZoneLabel, remaining: slot.remaining });
      days.set(slot.date, day);
    }
  } else {
    for (const date of listDatesOfMonth(month)) if (date >= firstBookableDate) days.set(date, { date, hours: [] });
  }
  const prices = new Map(product.priceRules.tourGrades.map((grade) => [grade.code, grade.pricesCents]));
  return {
    productSlug: product.slug,
    serviceType: product.serviceType,
    timeZone: product.calendar.timeZone,
    firstBookableDate,
    days: [...days.values()].filter((day) => day.hours.length === 0 || day.hours.some((hour) => hour.remaining > 0)),
    maxTravellers: product.priceRules.maxTravellers,
    requiresAdult: product.priceRules.requiresAdult,
    ageBands: product.ageBands,
    tourGrades: product.tourGrades.map((grade) => ({ ...grade, pricesCents: prices.get(grade.code) ?? {} })),
  };
}

/** The widget's live price for anyone, signed in or not: the selection checked as checkout will check it, without a coupon or a balance. */
export async function estimateBooking(selection: BookingSelection, context: BookingContext = {}): Promise<BookingEstimate> {
  const priced = await priceSelection(selection, context.now ?? new Date(), context);
  return { totalCents: priced.totalCents, timeZone: priced.timeZone, confirmation: priced.product.serviceType === 'CUSTOM' ? 'request' : 'instant' };
}

/** One booking for its confirmation page; null unless it belongs to this customer (another's reference is "not found"). */
export async function getBookingConfirmation(reference: string, userId: string): Promise<BookingConfirmation | null> {
  const booking = await findBookingByReference(getDatabase(), reference);
  if (!booking || booking.userId !== userId) return null;
  return {
    reference: booking.reference,
    status: booking.status,
    confirmation: booking.serviceType === 'CUSTOM' ? 'request' : 'instant',
    productSlug: booking.product.slug,
    title: booking.product.title,
    tourGradeTitle: booking.tourGrade.title,
    travelDate: toLocalDate(booking.travelDate),
    startTime: booking.startTime,
    timeZone: booking.product.timeZone,
    startsAt: getBookingStartsAt(booking),
    travellers: booking.travellers.map(({ ageBandCode, count }) => ({
      label: booking.product.ageBands.find((band) => band.code === ageBandCode)?.label ?? ageBandCode,
      count,
    })),
    totalCents: booking.totalCents - booking.discountCents,
    fromBalanceCents: booking.paidFromBalanceCents + booking.balanceHeldCents,
    byCardCents: booking.paidByCardCents,
    declineReason: booking.declineReason,
    checkoutQuery: toCheckoutQuery({
      productSlug: booking.product.slug,
      tourGradeCode: booking.tourGrade.code,
      travelDate: toLocalDate(booking.travelDate),
      startTime: booking.startTime,
      travellers: booking.travellers.map(({ ageBandCode, count }) => ({ ageBandCode, count })),
    }),
  };
}

/** The booking a checkout attempt made, if any: a declined card leaves a FAILED booking whose page says so. */
export async function findCheckoutBookingReference(idempotencyKey: string, userId: string): Promise<string | null> {
  const booking = await findBookingByIdempotencyKey(getDatabase(), idempotencyKey);
  return booking?.userId === userId ? booking.reference : null;
}

const ACCOUNT_BOOKINGS_SHOWN = 50;

/** The account page's bookings, newest first; a checkout that never completed is not a booking. */
export async function listCustomerBookings(userId: string, db?: DatabaseClient): Promise<CustomerBooking[]> {
  const bookings = await findVisibleBookingsOfUser(getDatabase(db), userId, ACCOUNT_BOOKINGS_SHOWN);
  return bookings.flatMap((booking) =>
    booking.status === 'PENDING_PAYMENT' || booking.status === 'FAILED'
      ? []
      : [
          {
            reference: booking.reference,
            status: booking.status,
            title: booking.product.title,
            travelDate: toLocalDate(booking.travelDate),
            startTime: booking.startTime,
            timeZone: booking.product.timeZone,
            startsAt: booking.startsAt ?? getBookingStart({ travelDate: toLocalDate(booking.travelDate), startTime: booking.startTime, timeZone: booking.product.timeZone }),
            totalCents: booking.totalCents - booking.discountCents,
          },
        ],
  );
}
