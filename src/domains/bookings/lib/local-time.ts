import { addDaysToLocalDate, getInstantOfLocalHour, getLocalDateAndHour } from '@/domains/orders/lib/gift-delivery';

/** The calendar date ("YYYY-MM-DD") at `now` in a time zone. */
export function getLocalDate(timeZone: string, now: Date): string {
  return getLocalDateAndHour(timeZone, now).date;
}

/** 0 = Sunday … 6 = Saturday, as AvailabilitySlot.weekday counts them. */
export function getWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Every date of a month ("YYYY-MM"), in order. */
export function listDatesOfMonth(month: string): string[] {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) => addDaysToLocalDate(`${month}-01`, index));
}

/**
 * The instant a local "HH:MM" of a date begins in a time zone. Zones change offset only on the
 * hour, so the hour's instant plus the minutes is exact; an hour skipped by a spring-forward
 * change resolves to the hour after it.
 */
export function getInstantOfLocalTime(date: string, time: string, timeZone: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(getInstantOfLocalHour(date, hour, timeZone).getTime() + minute * 60_000);
}

/** The zone's short name at an instant ("PST", "PDT", "EST"), to label dates and hours. */
export function getTimeZoneLabel(timeZone: string, instant: Date, locale = 'en-CA'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
