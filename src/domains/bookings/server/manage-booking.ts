import 'server-only';
import { routing } from '@/i18n/routing';
import { getDatabase } from '@/server/db';
import { AppError } from '@/server/errors';
import { getCancellationTerms } from '../lib/cancellation-terms';
import type { ManagedBooking } from '../schemas';
import { getBookingAccessKey, isBookingAccessAllowed, type BookingAccess } from './booking-access';
import { getBookingStartsAt, renderBookingCalendarAttachment } from './booking-emails';
import { nameBookingOptions, readBookingTitle, toCancellableBooking } from './booking-internals';
import { cancelUpcomingBooking } from './cancellation';
import { findBookingById, findBookingByReference } from './repository-bookings';

// /booking/manage: one booking, opened by its signed-in owner or by the booking e-mail's signed link.

/**
 * The booking for its manage page (titled in the page's `locale`), with what cancelling it now would give back; null for an
 * unknown reference, a wrong key, someone else's booking, or a checkout that never became a
 * booking, so the page tells a guesser nothing.
 */
export async function getManagedBooking(reference: string, access: BookingAccess, now = new Date(), locale: string = routing.defaultLocale): Promise<ManagedBooking | null> {
  const booking = await findBookingByReference(getDatabase(), reference);
  if (!booking || !isBookingAccessAllowed(booking, access)) return null;
  if (booking.status === 'PENDING_PAYMENT' || booking.status === 'FAILED') return null;
  const [{ title, untranslated }, options] = await Promise.all([readBookingTitle(booking, locale), nameBookingOptions(booking, locale)]);
  const terms = getCancellationTerms(toCancellableBooking(booking), now);
  const cancellation: ManagedBooking['cancellation'] = terms.cancellable
    ? { status: 'free', refundCents: terms.refundCents, freeUntil: terms.freeUntil.toISOString() }
    : terms.reason === 'too_late'
      ? { status: 'too_late', freeUntil: (terms.freeUntil ?? terms.startsAt).toISOString() }
      : { status: terms.reason };
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    productSlug: booking.product.slug,
    title,
    untranslated,
    ...options,
    startsAt: getBookingStartsAt(booking),
    startTime: booking.startTime,
    timeZone: booking.product.timeZone,
    totalCents: booking.totalCents - booking.discountCents,
    fromBalanceCents: booking.paidFromBalanceCents + booking.balanceHeldCents,
    byCardCents: booking.paidByCardCents,
    cancellation,
    accessKey: getBookingAccessKey(booking.id),
    ownerSignedIn: access.userId === booking.userId,
  };
}

/**
 * The manage page's Cancel: by the signed-in owner, or by whoever holds the e-mail link's key
 * (the refund goes to the owner's balance either way); the rules are /cancellation's.
 */
export async function cancelManagedBooking(bookingId: string, access: BookingAccess, now = new Date()): Promise<{ reference: string; refundCents: number }> {
  const booking = await findBookingById(getDatabase(), bookingId);
  if (!booking || !isBookingAccessAllowed(booking, access)) throw new AppError('not_found', 'This booking does not exist.');
  return cancelUpcomingBooking(booking.id, { userId: booking.userId, now });
}

/** The booking's calendar file, for the holder of its key; only a confirmed booking has one. */
export async function renderManagedBookingCalendar(reference: string, accessKey: string) {
  const booking = await findBookingByReference(getDatabase(), reference);
  if (!booking || booking.status !== 'CONFIRMED' || !isBookingAccessAllowed(booking, { userId: null, accessKey })) throw new AppError('not_found', 'This booking does not exist.');
  return renderBookingCalendarAttachment(booking.id);
}
