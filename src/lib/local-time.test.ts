import { describe, expect, it } from 'vitest';
import {
  addDaysToLocalDate,
  getInstantOfLocalHour,
  getInstantOfLocalTime,
  getLocalDate,
  getLocalDateAndHour,
  getTimeZoneLabel,
  getTimeZoneName,
  getWeekday,
  listDatesOfMonth,
} from './local-time';

// 2026-12-23 16:30 UTC: 11:30 in Toronto.
const now = new Date('2026-12-23T16:30:00Z');

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

  it('labels and names the zone in the page’s language, as Intl has it', () => {
    expect(getTimeZoneLabel('America/Toronto', new Date('2026-11-01T14:30:00Z'), 'fr-CA')).toBe('HNE');
    expect(getTimeZoneName('America/Toronto', 'en-CA')).toBe('Eastern Time');
    expect(getTimeZoneName('America/Vancouver', 'fr-CA')).toBe('heure du Pacifique');
  });

  it('lists a month and counts weekdays as the slots do', () => {
    expect(listDatesOfMonth('2027-02')).toHaveLength(28);
    expect(listDatesOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(getWeekday('2026-11-29')).toBe(0);
    expect(getWeekday('2026-12-12')).toBe(6);
  });
});

describe('getLocalDateAndHour', () => {
  it('reads the date and hour in the given zone', () => {
    expect(getLocalDateAndHour('America/Toronto', now)).toEqual({
      date: '2026-12-23',
      hour: 11,
    });
    expect(getLocalDateAndHour('America/St_Johns', new Date('2026-12-24T03:00:00Z'))).toEqual({ date: '2026-12-23', hour: 23 });
  });
});

describe('addDaysToLocalDate', () => {
  it('walks the calendar across months and years', () => {
    expect(addDaysToLocalDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToLocalDate('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('getInstantOfLocalHour', () => {
  it('turns a local hour into its UTC instant, in winter and in summer', () => {
    expect(getInstantOfLocalHour('2026-11-26', 9, 'America/Toronto').toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(getInstantOfLocalHour('2026-07-01', 9, 'America/Toronto').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(getInstantOfLocalHour('2026-11-26', 23, 'America/Vancouver').toISOString()).toBe('2026-11-27T06:00:00.000Z');
    expect(getInstantOfLocalHour('2026-11-26', 9, 'America/St_Johns').toISOString()).toBe('2026-11-26T12:30:00.000Z');
  });

  it('moves an hour that a spring-forward change skips to the hour after it', () => {
    // 2027-03-14 02:00 does not exist in Toronto; 03:00 EDT is 07:00 UTC.
    expect(getInstantOfLocalHour('2027-03-14', 2, 'America/Toronto').toISOString()).toBe('2027-03-14T07:00:00.000Z');
  });
});
