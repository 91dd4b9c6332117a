import { getInstantOfLocalTime } from '@/lib/local-time';

export type BookingStatusName = 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';

/** What the 24-hour rule needs to know of a booking and its experience. */
export type CancellableBooking = {
  status: BookingStatusName;
  /** Local date and "HH:MM" of the experience; no start time means the day's start. */
  travelDate: string;
  startTime: string | null;
  timeZone: string;
  /** The product carries the supplier's non-refundable policy. */
  nonRefundable: boolean;
  paidFromBalanceCents: number;
  paidByCardCents: number;
  /** Balance reserved for a request staff have not answered yet. */
  balanceHeldCents: number;
};

export type CancellationRefusal = 'not_active' | 'non_refundable' | 'too_late';

export type CancellationTerms =
  | {
      cancellable: true;
      /** The last instant a cancellation is free: 24 hours before the start. */
      freeUntil: Date;
      startsAt: Date;
      /** Everything paid for the booking, returned to the account balance (SPEC §4). */
      refundCents: number;
      refundFromBalanceCents: number;
      refundFromCardCents: number;
      releasedHoldCents: number;
    }
  | { cancellable: false; reason: CancellationRefusal; freeUntil: Date | null; startsAt: Date };

export const FREE_CANCELLATION_HOURS = 24;

/**
 * What a customer is told about cancelling before and after they book, at `now`: free until a
 * moment still ahead, never (the supplier's policy), or no longer (a booking made less than 24
 * hours ahead, e.g. with a lead time of 0 days, is not refundable from the start).
 */
export type CancellationPromise = { kind: 'free_until'; freeUntil: Date } | { kind: 'non_refundable' } | { kind: 'window_passed' };

export function describeCancellationPromise(startsAt: Date, nonRefundable: boolean, now: Date): CancellationPromise {
  if (nonRefundable) return { kind: 'non_refundable' };
  const freeUntil = new Date(startsAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
  return now > freeUntil ? { kind: 'window_passed' } : { kind: 'free_until', freeUntil };
}

/** The instant the experience starts, from its local date and hour in its own time zone. */
export function getBookingStart(booking: Pick<CancellableBooking, 'travelDate' | 'startTime' | 'timeZone'>): Date {
  return getInstantOfLocalTime(booking.travelDate, booking.startTime ?? '00:00', booking.timeZone);
}

/**
 * Whether a booking can still be cancelled at `now`, and what that would refund. Free up to 24
 * hours (elapsed time) before the start, the start being read in the experience's own zone, so a
 * DST change there or a server in another zone moves nothing. A non-refundable product never is.
 */
export function getCancellationTerms(booking: CancellableBooking, now: Date): CancellationTerms {
  const startsAt = getBookingStart(booking);
  const freeUntil = new Date(startsAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
  if (booking.status !== 'REQUESTED' && booking.status !== 'CONFIRMED') return { cancellable: false, reason: 'not_active', freeUntil: null, startsAt };
  if (booking.nonRefundable) return { cancellable: false, reason: 'non_refundable', freeUntil: null, startsAt };
  if (now > freeUntil) return { cancellable: false, reason: 'too_late', freeUntil, startsAt };
  return {
    cancellable: true,
    freeUntil,
    startsAt,
    refundCents: booking.paidFromBalanceCents + booking.paidByCardCents + booking.balanceHeldCents,
    refundFromBalanceCents: booking.paidFromBalanceCents,
    refundFromCardCents: booking.paidByCardCents,
    releasedHoldCents: booking.balanceHeldCents,
  };
}
