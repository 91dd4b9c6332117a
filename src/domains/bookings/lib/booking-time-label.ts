import { formatDateTime } from '@/lib/date-time-format';

/**
 * A booking's date and hour as the experience's own zone has them, labelled with that zone's name
 * on that day ("Friday, December 18, 2026 at 9:00 a.m. PST"), never converted to the visitor's
 * zone. Without a fixed start time, only the date.
 */
export function formatBookingStart(locale: string, booking: { startsAt: Date; timeZone: string; startTime: string | null }): string {
  if (!booking.startTime) return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: booking.timeZone }).format(booking.startsAt);
  const text = formatDateTime(booking.startsAt, locale, { timeZone: booking.timeZone, dateStyle: 'full' });
  const zone = new Intl.DateTimeFormat(locale, { timeZone: booking.timeZone, timeZoneName: 'short' })
    .formatToParts(booking.startsAt)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${text} ${zone}` : text;
}

/** A departure's hour ("9:00 a.m. PST") from its local "HH:MM" and the zone's name that day. */
export function formatDepartureHour(locale: string, startTime: string, timeZoneLabel: string): string {
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  const hour = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
  return `${hour} ${timeZoneLabel}`;
}

/** "America/Vancouver" → "Vancouver": the zone named the way a customer says it. */
export function getZoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}
