/**
 * A preferred date is "not in the past" when it is today or later somewhere in Canada: the
 * westernmost zone's today is the earliest, so a customer in Victoria at 23:30 can still pick
 * their own today while one in Halifax already sees tomorrow.
 */
const EARLIEST_TIME_ZONE = 'America/Vancouver';

/** Today in the westernmost Canadian zone, as `YYYY-MM-DD` (en-CA formats dates that way). */
export function getEarliestToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: EARLIEST_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** True for a `YYYY-MM-DD` date before today everywhere in Canada. */
export function isPreferredDateInPast(date: string, now: Date = new Date()): boolean {
  return date < getEarliestToday(now);
}
