import 'server-only';
import { localizeProductTitle, localizeProductTitles, readBookingOptionNames } from '@/domains/catalog/server/queries';
import type { PaymentGateway } from '@/domains/payments/server/gateway';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import type { CancellableBooking } from '../lib/cancellation-terms';
import type { BookedTravellers } from '../schemas';
import { getWeekday } from '@/lib/local-time';
import { releaseSlotSeats } from './repository';
import { findBookingById, findBookingSlotId, type BookingRecord } from './repository-bookings';
import type { ExperienceSupplier } from './supplier';
import { getExperienceSupplier } from './suppliers';

// What the booking use cases of this folder share: the hold, the context, dates, reading a
// booking and giving its seats back.

/** A custom request holds its money this long; unanswered, it is released (SPEC: answered in 1–3 days). */
export const BOOKING_HOLD_HOURS = 72;
export const HOLD_MS = BOOKING_HOLD_HOURS * 3_600_000;

export type BookingContext = {
  now?: Date;
  /** The language texts the service formats are in (a quote's times); the default locale otherwise. */
  locale?: string;
  gateway?: PaymentGateway;
  /** The supplier of VIATOR products (tests point it at a local fake); custom products use the shop's own. */
  supplier?: ExperienceSupplier;
};

export function getSupplier(serviceType: 'CUSTOM' | 'VIATOR', context: BookingContext): ExperienceSupplier {
  return serviceType === 'VIATOR' && context.supplier ? context.supplier : getExperienceSupplier(serviceType);
}

export function toLocalDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function toDbDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * Each booking's experience title in `locale`, by position, in one query for all: the translation,
 * else the English title, listed as untranslated so the page marks its language.
 */
export function readBookingTitles(bookings: readonly { productId: string; product: { title: string } }[], locale: string, db?: DatabaseClient) {
  return localizeProductTitles(
    bookings.map((booking) => ({ productId: booking.productId, title: booking.product.title })),
    locale,
    db,
  );
}

/** One booking's experience title in `locale` (see readBookingTitles). */
export function readBookingTitle(booking: { productId: string; product: { title: string } }, locale: string, db?: DatabaseClient) {
  return localizeProductTitle({ productId: booking.productId, title: booking.product.title }, locale, db);
}

type NamedBooking = Pick<BookingRecord, 'productId' | 'tourGrade' | 'travellers'> & { product: Pick<BookingRecord['product'], 'ageBands'> };

/**
 * A booking's option and its travellers' age bands named in `locale`, for its pages and
 * documents: the translations, else the English, flagged so a page marks its language.
 */
export async function nameBookingOptions(
  booking: NamedBooking,
  locale: string,
  db?: DatabaseClient,
): Promise<{ tourGradeTitle: string; tourGradeTitleUntranslated: boolean; travellers: BookedTravellers[] }> {
  const names = await readBookingOptionNames([booking.productId], locale, db);
  const grade = names.tourGrade(booking.productId, booking.tourGrade);
  const bands = new Map(booking.product.ageBands.map((band) => [band.code, names.ageBand(booking.productId, band)]));
  return {
    tourGradeTitle: grade.title,
    tourGradeTitleUntranslated: grade.untranslated.includes('title'),
    travellers: booking.travellers.map(({ ageBandCode, count }) => {
      const band = bands.get(ageBandCode);
      return { label: band?.label ?? ageBandCode, labelUntranslated: band?.untranslated.includes('label') ?? false, count };
    }),
  };
}

export async function findBookingOrThrow(bookingId: string, db?: DatabaseClient): Promise<BookingRecord> {
  const booking = await findBookingById(getDatabase(db), bookingId);
  if (!booking) throw new AppError('not_found', 'This booking does not exist.');
  return booking;
}

export function countBookingSeats(booking: Pick<BookingRecord, 'travellers'>): number {
  return booking.travellers.reduce((sum, traveller) => sum + traveller.count, 0);
}

/**
 * Gives the booking's seats back to its departure, except `kept` of them, which another booking
 * takes over (the seats a card exchange carries from the booking it replaces).
 */
export async function releaseBookingSeats(tx: DatabaseClient, booking: BookingRecord, kept = 0): Promise<void> {
  if (booking.serviceType !== 'CUSTOM' || !booking.startTime) return;
  const seats = countBookingSeats(booking) - kept;
  if (seats <= 0) return;
  const slotId = await findBookingSlotId(tx, { productId: booking.productId, weekday: getWeekday(toLocalDate(booking.travelDate)), startTime: booking.startTime });
  if (slotId) await releaseSlotSeats(tx, { slotId, date: booking.travelDate, seats });
}

type CancellableRecord = Pick<BookingRecord, 'travelDate' | 'startTime' | 'paidFromBalanceCents' | 'paidByCardCents' | 'balanceHeldCents'> & {
  status: BookingRecord['status'];
  product: Pick<BookingRecord['product'], 'timeZone' | 'nonRefundable'>;
};

export function toCancellableBooking(booking: CancellableRecord): CancellableBooking {
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
