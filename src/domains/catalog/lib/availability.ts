/**
 * Date availability of an experience (list filter "available on"). A VIATOR product's supplier
 * answers for each date at booking time, so the list treats every date as available. A CUSTOM
 * product runs on its weekly slots, except on its blackout dates. Dates are the experience's
 * local calendar dates (yyyy-mm-dd), so no time zone conversion happens here.
 */
export type AvailabilityFacts = {
  serviceType: 'CUSTOM' | 'VIATOR';
  /** Weekdays with at least one departure, 0 = Sunday … 6 = Saturday. */
  slotWeekdays: readonly number[];
  /** Local calendar dates without departures, yyyy-mm-dd. */
  blackoutDates: readonly string[];
};

/** Weekday of a calendar date, 0 = Sunday … 6 = Saturday (the AvailabilitySlot convention). */
export function getWeekdayOfDate(date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (Number.isNaN(weekday)) throw new RangeError(`Not a calendar date: ${date}`);
  return weekday;
}

export function isAvailableOnDate(product: AvailabilityFacts, date: string): boolean {
  if (product.serviceType === 'VIATOR') return true;
  return product.slotWeekdays.includes(getWeekdayOfDate(date)) && !product.blackoutDates.includes(date);
}
