import { describe, expect, it } from 'vitest';
import { formatBookingStart, formatDepartureHour } from './booking-time-label';

describe('formatBookingStart', () => {
  it("shows the experience's own date and hour with its zone's name that day, whatever the server's zone", () => {
    // 09:30 in Toronto on 18 December 2026 (EST, UTC−5) is 14:30 UTC.
    expect(formatBookingStart('en-CA', { startsAt: new Date('2026-12-18T14:30:00Z'), timeZone: 'America/Toronto', startTime: '09:30' })).toBe('Friday, December 18, 2026 at 9:30 a.m. EST');
    // Summer: the same zone is EDT.
    expect(formatBookingStart('en-CA', { startsAt: new Date('2026-07-03T13:30:00Z'), timeZone: 'America/Toronto', startTime: '09:30' })).toMatch(/9:30 a\.m\. EDT$/);
    // British Columbia stays on UTC−7 all year from November 2026 (tz 2026c): 09:30 on 18 December
    // is 16:30 UTC, and ICU names the zone PDT in winter too.
    expect(formatBookingStart('en-CA', { startsAt: new Date('2026-12-18T16:30:00Z'), timeZone: 'America/Vancouver', startTime: '09:30' })).toBe('Friday, December 18, 2026 at 9:30 a.m. PDT');
  });

  it('writes a French booking the Québec way, with the zone named in French', () => {
    expect(formatBookingStart('fr-CA', { startsAt: new Date('2026-12-18T18:30:00Z'), timeZone: 'America/Toronto', startTime: '13:30' })).toBe('vendredi 18 décembre 2026, 13 h 30 HNE');
  });

  it('shows only the date for a departure without a fixed start', () => {
    expect(formatBookingStart('en-CA', { startsAt: new Date('2026-12-18T08:00:00Z'), timeZone: 'America/Vancouver', startTime: null })).toBe('Friday, December 18, 2026');
  });
});

describe('formatDepartureHour', () => {
  it('labels a local hour with the zone name', () => {
    expect(formatDepartureHour('en-CA', '14:30', 'EST')).toBe('2:30 p.m. EST');
    expect(formatDepartureHour('en-CA', '09:00', 'PST')).toBe('9:00 a.m. PST');
  });
});
