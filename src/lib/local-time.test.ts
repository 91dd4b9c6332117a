import { describe, expect, it } from 'vitest';
import { getInstantOfLocalTime, getLocalDate, getTimeZoneLabel, getWeekday, listDatesOfMonth } from './local-time';

describe('local time of an experience', () => {
  it('reads the local date in the experience zone, not the server one', () => {
    // 02:30 UTC on the 26th is still the evening of the 25th in Vancouver.
    expect(getLocalDate('America/Vancouver', new Date('2026-11-26T02:30:00Z'))).toBe('2026-11-25');
    expect(getLocalDate('America/Halifax', new Date('2026-11-26T02:30:00Z'))).toBe('2026-11-25');
    expect(getLocalDate('Asia/Tokyo', new Date('2026-11-26T02:30:00Z'))).toBe('2026-11-26');
  });

  it('finds the instant of a local hour and minute, on both sides of a DST change', () => {
    expect(getInstantOfLocalTime('2026-10-31', '09:30', 'America/Toronto').toISOString()).toBe('2026-10-31T13:30:00.000Z');
    expect(getInstantOfLocalTime('2026-11-01', '09:30', 'America/Toronto').toISOString()).toBe('2026-11-01T14:30:00.000Z');
    expect(getInstantOfLocalTime('2027-03-14', '09:30', 'America/Toronto').toISOString()).toBe('2027-03-14T13:30:00.000Z');
    // 02:30 does not exist on spring-forward day: it is read as 03:30 EDT.
    expect(getInstantOfLocalTime('2027-03-14', '02:30', 'America/Toronto').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(getInstantOfLocalTime('2026-12-01', '18:45', 'America/St_Johns').toISOString()).toBe('2026-12-01T22:15:00.000Z');
  });

  it('labels the zone as it is on that day', () => {
    expect(getTimeZoneLabel('America/Toronto', new Date('2026-10-31T13:30:00Z'))).toBe('EDT');
    expect(getTimeZoneLabel('America/Toronto', new Date('2026-11-01T14:30:00Z'))).toBe('EST');
  });

  it('lists a month and counts weekdays as the slots do', () => {
    expect(listDatesOfMonth('2027-02')).toHaveLength(28);
    expect(listDatesOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(getWeekday('2026-11-29')).toBe(0);
    expect(getWeekday('2026-12-12')).toBe(6);
  });
});
