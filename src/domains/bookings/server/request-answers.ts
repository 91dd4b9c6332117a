import 'server-only';
import { recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import { releaseBookingCoupon } from '@/domains/orders/server/coupons';
import { writeAuditLogEntry } from '@/server/audit-log';
import { getDatabase, runInTransaction } from '@/server/db';
import { AppError, isAppError } from '@/server/errors';
import { queueBookingEmail, renderBookingEmail } from './booking-emails';
import { findBookingOrThrow, getSupplier, releaseBookingSeats, type BookingContext } from './booking-internals';
import {
  confirmRequestedBooking,
  declineRequestedBooking,
  findBookingById,
  listExpiredBookingHolds,
  listPendingSupplierBookings,
  markSupplierBooked,
  type BookingRecord,
} from './repository-bookings';
import { settleAbandonedBooking, toOutcome, type BookingOutcome } from './settlement';

// The answer to a booking request: staff confirm or decline a custom one, the supplier decides a
// pending Viator one, or nobody answers within 72 hours and the scheduled job releases it.

const EXPIRED_REQUESTS_PER_RUN = 100;
const EXPIRED_REQUEST_REASON = 'Not answered within 72 hours.';

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
