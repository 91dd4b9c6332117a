import { describe, expect, it } from 'vitest';
import { getDeliveryInstant } from '@/domains/orders/lib/gift-delivery';
import { isTimeZoneDataCurrent, MINIMUM_TIME_ZONE_DATA } from '@/lib/time-zone-data';
import { writeBookingCalendarFile } from './booking-calendar-file';
import { formatBookingStart } from './booking-time-label';
import { getBookingStart, getCancellationTerms } from './cancellation-terms';

// The runtime's time-zone data is a fact the shop depends on (docs/adr/0020-node-24-and-time-zone-data.md).

const vancouverTour = {
  status: 'CONFIRMED' as const,
  travelDate: '2026-12-18',
  startTime: '13:30',
  timeZone: 'America/Vancouver',
  nonRefundable: false,
  paidFromBalanceCents: 10_000,
  paidByCardCents: 0,
  balanceHeldCents: 0,
};

describe("the runtime's time-zone rules", () => {
  it(`are IANA ${MINIMUM_TIME_ZONE_DATA} or newer`, () => {
    expect(isTimeZoneDataCurrent(process.versions.tz), `process.versions.tz is ${process.versions.tz}`).toBe(true);
  });

  it('put a 13:30 Vancouver departure on 18 December 2026 at 20:30 UTC, and Toronto at 18:30 UTC', () => {
    expect(getBookingStart(vancouverTour).toISOString()).toBe('2026-12-18T20:30:00.000Z');
    expect(getBookingStart({ ...vancouverTour, timeZone: 'America/Toronto' }).toISOString()).toBe('2026-12-18T18:30:00.000Z');
    expect(formatBookingStart('en-CA', { startsAt: getBookingStart(vancouverTour), timeZone: 'America/Vancouver', startTime: '13:30' })).toBe(
      'Friday, December 18, 2026 at 1:30 p.m. PDT',
    );
  });

  it('send a 9:00 delivery for a Vancouver recipient on 18 December 2026 at 16:00 UTC', () => {
    const delivery = getDeliveryInstant({
      method: 'email',
      recipientEmail: 'anna@example.com',
      schedule: { when: 'scheduled', date: '2026-12-18', hour: 9, timeZone: 'America/Vancouver' },
    });
    expect(delivery?.deliverAt.toISOString()).toBe('2026-12-18T16:00:00.000Z');
  });

  it('end free cancellation 24 hours before, at 20:30 UTC on 17 December', () => {
    expect(getCancellationTerms(vancouverTour, new Date('2026-12-17T20:30:00Z'))).toMatchObject({ cancellable: true, freeUntil: new Date('2026-12-17T20:30:00Z') });
    expect(getCancellationTerms(vancouverTour, new Date('2026-12-17T20:30:01Z'))).toMatchObject({ cancellable: false, reason: 'too_late' });
  });

  it('put the calendar file at 20:30 UTC, which every calendar shows as 1:30 p.m. in Vancouver', () => {
    const file = writeBookingCalendarFile({
      uid: 'BKG-TZ2026C@gift-experiences',
      title: 'Harbour tour',
      startsAt: getBookingStart(vancouverTour),
      durationMinutes: 90,
      location: null,
      description: 'Booking BKG-TZ2026C',
      createdAt: new Date('2026-11-27T12:00:00Z'),
    });
    expect(file).toContain('DTSTART:20261218T203000Z\r\n');
    expect(file).toContain('DTEND:20261218T220000Z\r\n');
  });
});
