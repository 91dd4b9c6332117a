import 'server-only';
import { findRecordedAmountCents, recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import { readBookingOptionNames } from '@/domains/catalog/server/queries';
import { routing } from '@/i18n/routing';
import { getDatabase, runInTransaction } from '@/server/db';
import { AppError } from '@/server/errors';
import { getCancellationTerms, type CancellationTerms } from '../lib/cancellation-terms';
import type { UpcomingBooking } from '../schemas';
import { queueBookingEmail, renderBookingEmail } from './booking-emails';
import { findBookingOrThrow, getSupplier, readBookingTitles, releaseBookingSeats, toCancellableBooking, toDbDate, toLocalDate, type BookingContext } from './booking-internals';
import { findBookingById, findUpcomingBookings, markBookingCancelled } from './repository-bookings';
import { toOutcome, type BookingOutcome } from './settlement';

// The customer cancels a booking at /cancellation: free until 24 hours before the start.

const TOO_LATE_MESSAGE = 'Free cancellation ends 24 hours before the start. This booking can no longer be cancelled.';

export function refuseCancellation(reason: Extract<CancellationTerms, { cancellable: false }>['reason']): AppError {
  if (reason === 'too_late') return new AppError('booking_too_late', TOO_LATE_MESSAGE);
  if (reason === 'non_refundable') return new AppError('booking_non_refundable', 'This experience is non-refundable. This booking cannot be cancelled.');
  return new AppError('conflict', 'This booking is not active, so it cannot be cancelled.');
}

/**
 * /cancellation: the customer's requests and confirmed bookings that have not started, soonest
 * first, each with what cancelling it now would give back, titled in `locale`. Only the customer's own.
 */
export async function listUpcomingBookings(userId: string, now = new Date(), locale: string = routing.defaultLocale): Promise<UpcomingBooking[]> {
  // A day before today in UTC covers every zone's today; bookings already started are dropped below.
  const fromDate = toDbDate(toLocalDate(new Date(now.getTime() - 24 * 3_600_000)));
  const rows = await findUpcomingBookings(getDatabase(), userId, fromDate);
  const [titles, optionNames] = await Promise.all([readBookingTitles(rows, locale), readBookingOptionNames(rows.map((row) => row.productId), locale)]);
  return rows.flatMap((row, index): UpcomingBooking[] => {
    const terms = getCancellationTerms(toCancellableBooking(row), now);
    if (terms.startsAt <= now) return [];
    const grade = optionNames.tourGrade(row.productId, row.tourGrade);
    const booking = {
      id: row.id,
      reference: row.reference,
      status: row.status,
      title: titles[index]!.title,
      untranslated: titles[index]!.untranslated,
      productSlug: row.product.slug,
      tourGradeTitle: grade.title,
      tourGradeTitleUntranslated: grade.untranslated.includes('title'),
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
