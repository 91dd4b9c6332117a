/** The back office reads times on the shop's clock (Toronto), whatever the browser's zone. */
const SHOP_TIME_ZONE = 'America/Toronto';

const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

/** "Nov 25, 2026, 3:00 p.m." in Toronto, from an ISO instant; a moment not reached yet (never paid, not activated) reads "—". */
export function formatAdminDateTime(iso: string | null): string {
  if (!iso) return '—';
  return dateTime.format(new Date(iso));
}
