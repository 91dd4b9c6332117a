/**
 * Local dates and hours in a time zone, for experiences (their city's zone) and scheduled gifts
 * (the recipient's zone). The runtime's IANA data decides the offsets (docs/adr/0020).
 */

/** The calendar date and hour at `now` in a time zone ("YYYY-MM-DD", 0–23). */
export function getLocalDateAndHour(timeZone: string, now: Date): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
  };
}

/** "YYYY-MM-DD" plus whole days, on the calendar (no time zone involved). */
export function addDaysToLocalDate(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Minutes the zone is ahead of UTC at `instant` (negative in the Americas). */
function getZoneOffsetMinutes(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a local hour of a day begins in a time zone ("2026-11-26", 9, Toronto → 14:00 UTC).
 * An hour skipped by a spring-forward change resolves to the hour after it.
 */
export function getInstantOfLocalHour(date: string, hour: number, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wallClock = Date.UTC(year, month - 1, day, hour);
  const firstGuess = wallClock - getZoneOffsetMinutes(timeZone, new Date(wallClock)) * 60_000;
  const instant = new Date(wallClock - getZoneOffsetMinutes(timeZone, new Date(firstGuess)) * 60_000);
  if (getLocalDateAndHour(timeZone, instant).hour === hour) return instant;
  // The hour does not exist that day: of the two readings, the later one lies after the change.
  return new Date(Math.max(firstGuess, instant.getTime()));
}

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

/**
 * The zone's name in `locale` whatever the season ("Pacific Time", "heure du Pacifique"), as Intl
 * has it: for notes that say in which zone all the times of a page are.
 */
export function getTimeZoneName(timeZone: string, locale: string, instant = new Date()): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The zone's short name at an instant ("PST", "PDT", "EST"), to label dates and hours. */
export function getTimeZoneLabel(timeZone: string, instant: Date, locale = 'en-CA'): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone,
    timeZoneName: 'short',
  }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
