import { getInstantOfLocalHour, getLocalDate } from '@/lib/local-time';

/** The shop keeps its books in Toronto months ("YYYY-MM"); timestamps are stored as UTC. */
const BOOKS_TIME_ZONE = 'America/Toronto';
/**
 * A month's sums are kept once it has been over for this long: a write that began before the
 * month turned and commits after it is still seen. (The database's triggers forget a closed
 * month a later write touches, so this only covers writes in flight at the turn.)
 */
const SETTLING_MS = 24 * 60 * 60 * 1000;

/** The Toronto month of an instant. */
export function getMonthOf(instant: Date): string {
  return getLocalDate(BOOKS_TIME_ZONE, instant).slice(0, 7);
}

export function getNextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The instant a Toronto month begins. */
export function getMonthStart(month: string): Date {
  return getInstantOfLocalHour(`${month}-01`, 0, BOOKS_TIME_ZONE);
}

/** The first month still summed live at `now`: every month before it is closed and settled. */
export function getFirstLiveMonth(now: Date): string {
  return getMonthOf(new Date(now.getTime() - SETTLING_MS));
}

/** Every month from `first` to `last`, both included (none if `last` is before `first`). */
export function listMonths(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = getNextMonth(month)) months.push(month);
  return months;
}

/** Months in order, grouped into runs of consecutive months: each run is summed by one range read. */
export function groupConsecutiveMonths(months: readonly string[]): { first: string; last: string }[] {
  const runs: { first: string; last: string }[] = [];
  for (const month of [...months].sort()) {
    const run = runs.at(-1);
    if (run && getNextMonth(run.last) === month) run.last = month;
    else runs.push({ first: month, last: month });
  }
  return runs;
}
