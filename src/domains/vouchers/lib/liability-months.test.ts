import { describe, expect, it } from 'vitest';
import { getFirstLiveMonth, getMonthOf, getMonthStart, getNextMonth, groupConsecutiveMonths, listMonths } from './liability-months';

describe('the liability report’s months', () => {
  it('are Toronto months, whose start is local midnight in UTC', () => {
    expect(getMonthOf(new Date('2026-11-01T03:59:59Z'))).toBe('2026-10');
    expect(getMonthOf(new Date('2026-11-01T04:00:00Z'))).toBe('2026-11');
    expect(getMonthStart('2026-11').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(getMonthStart('2027-01').toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('follow each other across a year', () => {
    expect(getNextMonth('2026-12')).toBe('2027-01');
    expect(listMonths('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(listMonths('2026-11', '2026-10')).toEqual([]);
  });

  it('stay live for a day after they end, so writes in flight at the turn are counted', () => {
    expect(getFirstLiveMonth(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11');
    expect(getFirstLiveMonth(new Date('2026-12-01T12:00:00Z'))).toBe('2026-11');
    expect(getFirstLiveMonth(new Date('2026-12-02T05:00:01Z'))).toBe('2026-12');
  });

  it('are summed in runs of consecutive months', () => {
    expect(groupConsecutiveMonths(['2026-03', '2025-12', '2026-01', '2026-06'])).toEqual([
      { first: '2025-12', last: '2026-01' },
      { first: '2026-03', last: '2026-03' },
      { first: '2026-06', last: '2026-06' },
    ]);
  });
});
