import { describe, expect, it } from 'vitest';
import { getWeekdayOfDate, isAvailableOnDate } from './availability';

describe('getWeekdayOfDate', () => {
  it('numbers weekdays from Sunday = 0', () => {
    expect(getWeekdayOfDate('2026-12-20')).toBe(0); // a Sunday
    expect(getWeekdayOfDate('2026-12-25')).toBe(5); // a Friday
    expect(getWeekdayOfDate('2027-01-02')).toBe(6); // a Saturday
  });

  it('refuses text that is not a date', () => {
    expect(() => getWeekdayOfDate('someday')).toThrow(RangeError);
  });
});

describe('isAvailableOnDate', () => {
  const weekendTour = { serviceType: 'CUSTOM', slotWeekdays: [5, 6, 0], blackoutDates: ['2026-12-25'] } as const;

  it('is available on a weekday with a departure', () => {
    expect(isAvailableOnDate(weekendTour, '2026-12-19')).toBe(true); // Saturday
  });

  it('is not available on a weekday without departures', () => {
    expect(isAvailableOnDate(weekendTour, '2026-12-22')).toBe(false); // Tuesday
  });

  it('is not available on a blackout date even when a slot runs that weekday', () => {
    expect(isAvailableOnDate(weekendTour, '2026-12-25')).toBe(false); // Friday, Christmas
  });

  it('treats a CUSTOM product without slots as never available', () => {
    expect(isAvailableOnDate({ serviceType: 'CUSTOM', slotWeekdays: [], blackoutDates: [] }, '2026-12-19')).toBe(false);
  });

  it('treats VIATOR products as available on any date (the supplier decides when booking)', () => {
    expect(isAvailableOnDate({ serviceType: 'VIATOR', slotWeekdays: [], blackoutDates: ['2026-12-25'] }, '2026-12-25')).toBe(true);
  });
});
