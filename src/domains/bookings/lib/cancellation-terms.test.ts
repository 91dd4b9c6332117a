import { describe, expect, it } from 'vitest';
import { describeCancellationPromise, getBookingStart, getCancellationTerms, type CancellableBooking } from './cancellation-terms';

const booking: CancellableBooking = {
  status: 'CONFIRMED',
  travelDate: '2026-12-12',
  startTime: '09:00',
  timeZone: 'America/Toronto',
  nonRefundable: false,
  paidFromBalanceCents: 6_000,
  paidByCardCents: 2_900,
  balanceHeldCents: 0,
};

function at(iso: string): Date {
  return new Date(iso);
}

describe('getCancellationTerms', () => {
  it('is free up to 24 hours before the start and refunds everything paid to the balance', () => {
    // 09:00 EST is 14:00 UTC; the free window closes at 14:00 UTC the day before.
    expect(getCancellationTerms(booking, at('2026-12-11T14:00:00Z'))).toEqual({
      cancellable: true,
      freeUntil: at('2026-12-11T14:00:00Z'),
      startsAt: at('2026-12-12T14:00:00Z'),
      refundCents: 8_900,
      refundFromBalanceCents: 6_000,
      refundFromCardCents: 2_900,
      releasedHoldCents: 0,
    });
    expect(getCancellationTerms(booking, at('2026-12-11T14:00:01Z'))).toEqual({
      cancellable: false,
      reason: 'too_late',
      freeUntil: at('2026-12-11T14:00:00Z'),
      startsAt: at('2026-12-12T14:00:00Z'),
    });
  });

  it('releases the balance held for a request staff have not answered', () => {
    const request = { ...booking, status: 'REQUESTED' as const, paidFromBalanceCents: 0, paidByCardCents: 0, balanceHeldCents: 8_900 };
    expect(getCancellationTerms(request, at('2026-12-01T00:00:00Z'))).toMatchObject({ cancellable: true, refundCents: 8_900, releasedHoldCents: 8_900 });
  });

  describe('in Toronto, with the server on UTC', () => {
    it('counts 24 real hours back across the November fall-back', () => {
      // Sunday 1 November 2026, 09:00 EST (14:00 UTC); clocks fell back at 02:00 that morning,
      // so 24 hours before is Saturday 10:00 EDT, 14:00 UTC.
      const fallBack = { ...booking, travelDate: '2026-11-01' };
      expect(getBookingStart(fallBack)).toEqual(at('2026-11-01T14:00:00Z'));
      expect(getCancellationTerms(fallBack, at('2026-10-31T14:00:00Z'))).toMatchObject({ cancellable: true, freeUntil: at('2026-10-31T14:00:00Z') });
      expect(getCancellationTerms(fallBack, at('2026-10-31T14:00:01Z'))).toMatchObject({ cancellable: false, reason: 'too_late' });
    });

    it('counts 24 real hours back across the March spring-forward', () => {
      // Sunday 14 March 2027, 09:00 EDT (13:00 UTC); clocks sprang forward at 02:00, so 24 hours
      // before is Saturday 08:00 EST, 13:00 UTC.
      const springForward = { ...booking, travelDate: '2027-03-14' };
      expect(getBookingStart(springForward)).toEqual(at('2027-03-14T13:00:00Z'));
      expect(getCancellationTerms(springForward, at('2027-03-13T13:00:00Z'))).toMatchObject({ cancellable: true });
      expect(getCancellationTerms(springForward, at('2027-03-13T13:00:01Z'))).toMatchObject({ cancellable: false, reason: 'too_late' });
      // Had the start been read in UTC (09:00Z), the window would have closed 4 hours early.
      expect(getCancellationTerms(springForward, at('2027-03-13T10:00:00Z'))).toMatchObject({ cancellable: true });
    });

    it('reads a departure in the skipped hour as the hour after it', () => {
      const skipped = { ...booking, travelDate: '2027-03-14', startTime: '02:30' };
      expect(getBookingStart(skipped)).toEqual(at('2027-03-14T07:30:00Z'));
    });
  });

  describe('in Vancouver, on UTC−7 all year since November 2026', () => {
    const vancouver = { ...booking, timeZone: 'America/Vancouver' };

    it('closes the free window 24 hours before a 13:30 departure on 18 December, at 20:30 UTC the day before', () => {
      const winter = { ...vancouver, travelDate: '2026-12-18', startTime: '13:30' };
      expect(getBookingStart(winter)).toEqual(at('2026-12-18T20:30:00Z'));
      expect(getCancellationTerms(winter, at('2026-12-17T20:30:00Z'))).toMatchObject({ cancellable: true, freeUntil: at('2026-12-17T20:30:00Z') });
      expect(getCancellationTerms(winter, at('2026-12-17T20:30:01Z'))).toMatchObject({ cancellable: false, reason: 'too_late' });
    });

    it('has no fall-back on 1 November 2026 and no skipped hour in March 2027', () => {
      expect(getBookingStart({ ...vancouver, travelDate: '2026-11-01' })).toEqual(at('2026-11-01T16:00:00Z'));
      expect(getBookingStart({ ...vancouver, travelDate: '2027-03-14', startTime: '02:30' })).toEqual(at('2027-03-14T09:30:00Z'));
    });
  });

  it('starts a booking without a start time at the beginning of its local day', () => {
    const allDay = { ...booking, startTime: null };
    expect(getBookingStart(allDay)).toEqual(at('2026-12-12T05:00:00Z'));
  });

  it('never refunds a product with a non-refundable supplier policy', () => {
    expect(getCancellationTerms({ ...booking, nonRefundable: true }, at('2026-11-25T00:00:00Z'))).toMatchObject({
      cancellable: false,
      reason: 'non_refundable',
      freeUntil: null,
    });
  });

  it.each(['CANCELLED', 'DECLINED'] as const)('refuses a booking already %s', (status) => {
    expect(getCancellationTerms({ ...booking, status }, at('2026-11-25T00:00:00Z'))).toMatchObject({ cancellable: false, reason: 'not_active' });
  });
});

describe('describeCancellationPromise', () => {
  const startsAt = at('2026-12-12T14:00:00Z');

  it('promises free cancellation until 24 hours before the start while that is still ahead', () => {
    expect(describeCancellationPromise(startsAt, false, at('2026-12-10T12:00:00Z'))).toEqual({ kind: 'free_until', freeUntil: at('2026-12-11T14:00:00Z') });
  });

  it('promises nothing past that moment: a next-day booking with a lead time of 0 days is not refundable', () => {
    expect(describeCancellationPromise(startsAt, false, at('2026-12-11T14:00:01Z'))).toEqual({ kind: 'window_passed' });
  });

  it('says non-refundable for a supplier policy, whenever', () => {
    expect(describeCancellationPromise(startsAt, true, at('2026-11-01T00:00:00Z'))).toEqual({ kind: 'non_refundable' });
  });
});
