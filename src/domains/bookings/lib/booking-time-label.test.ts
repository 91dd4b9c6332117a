import { describe, expect, it } from 'vitest';
import { formatBookingStart, formatDepartureHour } from './booking-time-label';

describe('formatBookingStart', () => {
  it("shows the experience's own date and hour with its zone's name that day, whatever the server's zone", () => {
    // 09:30 in Vancouver on 18 December 2026 (PST, UTC−8) is 17:30 UTC.
    const startsAt = new Date('2026-12-18T17:30:00Z');
    expect(formatBookingStart('en-CA', { startsAt, timeZone: 'America/Vancouver', startTime: '09:30' })).toBe('Friday, December 18, 2026 at 9:30 a.m. PST');
    // Summer: the same zone is PDT.
    expect(formatBookingStart('en-CA', { startsAt: new Date('2026-07-03T16:30:00Z'), timeZone: 'America/Vancouver', startTime: '09:30' })).toMatch(/9:30 a\.m\. PDT$/);
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
