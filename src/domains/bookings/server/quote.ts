import 'server-only';
import { localizeProductTitle, readBookingOptionNames } from '@/domains/catalog/server/queries';
import type { CouponQuote } from '@/domains/orders/schemas';
import { checkBookingCoupon } from '@/domains/orders/server/coupons';
import { getDatabase } from '@/server/db';
import { AppError } from '@/server/errors';
import { getFirstBookableDate, listBookableSlots } from '../lib/booking-calendar';
import { planBookingPayment } from '../lib/booking-payment';
import { priceBooking, type BookingPriceLine } from '../lib/booking-price';
import { describeCancellationPromise, getBookingStart } from '../lib/cancellation-terms';
import type { BookingEstimate, BookingQuote, BookingSelection } from '../schemas';
import { getSupplier, toLocalDate, type BookingContext } from './booking-internals';
import { readProductBookingData, type ProductBookingData } from './repository';
import { findBookingCustomer, type BookingRecord } from './repository-bookings';
import type { SupplierDeparture } from './supplier';
import { routing } from '@/i18n/routing';
import { formatBookingStart } from '../lib/booking-time-label';

// Prices and quotes: what a selection costs now, checked as checkout will check it. Writes nothing;
// checkout and exchange price their selection here too.

export type PricedSelection = {
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

export function toTravellerCounts(selection: BookingSelection): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { ageBandCode, count } of selection.travellers) if (count > 0) counts[ageBandCode] = (counts[ageBandCode] ?? 0) + count;
  return counts;
}

export function toDeparture(product: ProductBookingData, selection: BookingSelection): SupplierDeparture {
  return {
    productId: product.productId,
    productCode: product.supplierProductCode,
    tourGradeCode: selection.tourGradeCode,
    travelDate: selection.travelDate,
    startTime: selection.startTime,
    travellers: Object.entries(toTravellerCounts(selection)).map(([ageBandCode, count]) => ({ ageBandCode, count })),
  };
}

export function refuseDeparture(reason: string): AppError {
  return new AppError('booking_unavailable', reason, { travelDate: [reason] });
}

/** The seats a booking being exchanged gives back to the new choice: its own, when that is the same departure. */
function countSeatsGivenBack(givingUp: BookingRecord | undefined, selection: BookingSelection): number {
  if (!givingUp || givingUp.serviceType !== 'CUSTOM' || givingUp.product.slug !== selection.productSlug) return 0;
  if (toLocalDate(givingUp.travelDate) !== selection.travelDate || givingUp.startTime !== selection.startTime) return 0;
  return givingUp.travellers.reduce((sum, traveller) => sum + traveller.count, 0);
}

/**
 * Checks a selection against the experience's rules, as they are now: the party and its price
 * (lib/booking-price), then the departure: a custom product's weekly slot after the lead time with
 * seats for the party, or the supplier's own availability and price for a Viator product.
 */
export async function priceSelection(selection: BookingSelection, now: Date, context: BookingContext, givingUp?: BookingRecord): Promise<PricedSelection> {
  const month = selection.travelDate.slice(0, 7);
  const product = await readProductBookingData(getDatabase(), { product: { slug: selection.productSlug }, month });
  if (!product?.published) throw new AppError('not_found', 'This experience does not exist.');
  const priced = priceBooking(product.priceRules, { tourGradeCode: selection.tourGradeCode, travellers: toTravellerCounts(selection) });
  if (!priced.ok) throw new AppError('invalid_input', priced.refusal.reason, { travellers: [priced.refusal.reason] });
  const { price } = priced;
  const timeZone = product.calendar.timeZone;
  const common = { product, timeZone, tourGradeId: price.tourGradeId, lines: price.lines, travellerCount: price.travellers };

  if (product.serviceType === 'CUSTOM') {
    // An exchange on the same departure counts the seats its old booking frees: a smaller party
    // needs none more, even when the departure is otherwise full.
    const seatsNeeded = Math.max(0, price.travellers - countSeatsGivenBack(givingUp, selection));
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

export async function readCustomer(userId: string): Promise<{ id: string; email: string; balanceCents: number }> {
  const customer = await findBookingCustomer(getDatabase(), userId);
  if (!customer) throw new AppError('not_found', 'This account does not exist.');
  return customer;
}

type CouponResult = { coupon: CouponQuote | null; couponId: string | null; discountCents: number };

/** The selection's coupon, if any, checked against the booking's price with the same terms as orders. */
export async function applyCoupon(selection: BookingSelection, subtotalCents: number, customer: { id: string; email: string }, now: Date): Promise<CouponResult> {
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
  const cancellation = describeCancellationPromise(priced.startsAt, priced.product.nonRefundable, now);
  const locale = context.locale ?? routing.defaultLocale;
  const { productId } = priced.product;
  const [{ title, untranslated }, optionNames] = await Promise.all([
    localizeProductTitle({ productId, title: priced.product.title }, locale),
    readBookingOptionNames([productId], locale),
  ]);
  const grade = priced.product.tourGrades.find((candidate) => candidate.code === selection.tourGradeCode);
  const namedGrade = grade ? optionNames.tourGrade(productId, grade) : null;
  const namedBands = priced.product.ageBands.map((band) => optionNames.ageBand(productId, band));
  return {
    productSlug: priced.product.slug,
    title,
    untranslated,
    confirmation: priced.product.serviceType === 'CUSTOM' ? 'request' : 'instant',
    tourGradeCode: selection.tourGradeCode,
    tourGradeTitle: namedGrade?.title ?? selection.tourGradeCode,
    tourGradeTitleUntranslated: namedGrade?.untranslated.includes('title') ?? false,
    travelDate: selection.travelDate,
    startTime: selection.startTime,
    timeZone: priced.timeZone,
    startsAt: priced.startsAt,
    lines: priced.lines,
    ageBandLabels: Object.fromEntries(namedBands.map((band) => [band.code, band.label])),
    untranslatedAgeBandCodes: namedBands.filter((band) => band.untranslated.includes('label')).map((band) => band.code),
    subtotalCents: priced.totalCents,
    discountCents,
    coupon,
    totalCents,
    balanceCents: customer.balanceCents,
    payment: planBookingPayment(totalCents, customer.balanceCents),
    cancellation,
    labels: {
      start: formatBookingStart(locale, { startsAt: priced.startsAt, timeZone: priced.timeZone, startTime: selection.startTime }),
      freeUntil: cancellation.kind === 'free_until' ? formatBookingStart(locale, { startsAt: cancellation.freeUntil, timeZone: priced.timeZone, startTime: 'set' }) : null,
    },
  };
}

/** The widget's live price for anyone, signed in or not: the selection checked as checkout will check it, without a coupon or a balance. */
export async function estimateBooking(selection: BookingSelection, context: BookingContext = {}): Promise<BookingEstimate> {
  const priced = await priceSelection(selection, context.now ?? new Date(), context);
  return { totalCents: priced.totalCents, timeZone: priced.timeZone, confirmation: priced.product.serviceType === 'CUSTOM' ? 'request' : 'instant' };
}
