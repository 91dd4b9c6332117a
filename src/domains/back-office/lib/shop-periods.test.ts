import { describe, expect, it } from 'vitest';
import { getShopDayRange, getShopPeriodStarts } from './shop-periods';

describe('the shop’s periods', () => {
  it.each([
    // 20:00 UTC is 15:00 in Toronto (EST, UTC−5).
    ['2026-11-25T20:00:00Z', '2026-11-25', '2026-11-25T05:00:00.000Z', '2026-11-01T04:00:00.000Z'],
    // 03:00 UTC on the 1st is still the evening of the 31st in Toronto: the day and month before.
    ['2026-11-01T03:00:00Z', '2026-10-31', '2026-10-31T04:00:00.000Z', '2026-10-01T04:00:00.000Z'],
    // Summer time (EDT, UTC−4).
    ['2026-07-15T12:00:00Z', '2026-07-15', '2026-07-15T04:00:00.000Z', '2026-07-01T04:00:00.000Z'],
  ])('at %s the day is %s, begun at %s, and the month began at %s', (now, date, today, month) => {
    const periods = getShopPeriodStarts(new Date(now));
    expect(periods.date).toBe(date);
    expect(periods.today.toISOString()).toBe(today);
    expect(periods.month.toISOString()).toBe(month);
  });

  it('turns local days into instants, the last day included', () => {
    const range = getShopDayRange('2026-11-01', '2026-11-25');
    expect(range.gte?.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(range.lt?.toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(getShopDayRange(undefined, undefined)).toEqual({});
    expect(getShopDayRange('2026-11-01', undefined)).toEqual({ gte: new Date('2026-11-01T04:00:00.000Z') });
  });
});
