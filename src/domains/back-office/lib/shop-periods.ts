import { addDaysToLocalDate, getInstantOfLocalHour, getLocalDateAndHour } from '@/lib/local-time';

/** The shop's own clock: "today" and "this month" are Toronto's, wherever the server runs. */
export const SHOP_TIME_ZONE = 'America/Toronto';

/** The shop's local date at `now`, and the instants its day and its month began. */
export function getShopPeriodStarts(now: Date, timeZone = SHOP_TIME_ZONE): { date: string; today: Date; month: Date } {
  const { date } = getLocalDateAndHour(timeZone, now);
  return { date, today: getInstantOfLocalHour(date, 0, timeZone), month: getInstantOfLocalHour(`${date.slice(0, 7)}-01`, 0, timeZone) };
}

/** Local days "YYYY-MM-DD" (both included, either open) as instants: from the first's midnight to the midnight after the last. */
export function getShopDayRange(from: string | undefined, to: string | undefined, timeZone = SHOP_TIME_ZONE): { gte?: Date; lt?: Date } {
  return {
    ...(from ? { gte: getInstantOfLocalHour(from, 0, timeZone) } : {}),
    ...(to ? { lt: getInstantOfLocalHour(addDaysToLocalDate(to, 1), 0, timeZone) } : {}),
  };
}
