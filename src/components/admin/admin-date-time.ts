/**
 * The back office reads times on the shop's clock (Toronto), whatever the browser's zone, and every
 * time names that zone: a voucher due at 9:00 a.m. in Vancouver reads "12:00 p.m. EST", not a bare
 * "12:00 p.m.".
 */
const SHOP_TIME_ZONE = 'America/Toronto';

const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
const zoneName = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'short' });
const date = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

/** "Nov 25, 2026, 3:00 p.m. EST" in Toronto, from an ISO instant; a moment not reached yet (never paid, not activated) reads "—". */
export function formatAdminDateTime(iso: string | null): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  const zone = zoneName.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${dateTime.format(instant)} ${zone}` : dateTime.format(instant);
}

/** "Nov 25, 2026", the day in Toronto; "—" for none. */
export function formatAdminDate(iso: string | null): string {
  return iso ? date.format(new Date(iso)) : '—';
}
