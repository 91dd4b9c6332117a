/** One confirmed booking as a calendar event; `startsAt` is the experience's start instant. */
export type BookingCalendarEvent = {
  /** Stable across resends, so a calendar updates the event instead of adding another. */
  uid: string;
  title: string;
  startsAt: Date;
  durationMinutes: number | null;
  location: string | null;
  description: string;
  /** When the file was made (DTSTAMP). */
  createdAt: Date;
};

const DEFAULT_DURATION_MINUTES = 60;
const MAX_LINE_OCTETS = 75;

/** 20261219T170000Z: times in UTC, so no VTIMEZONE block is needed and every calendar shows local time. */
function formatUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped, line breaks become \n. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An iCalendar file (RFC 5545) with one event, for the booking-confirmed e-mail. */
export function writeBookingCalendarFile(event: BookingCalendarEvent): string {
  const endsAt = new Date(event.startsAt.getTime() + (event.durationMinutes ?? DEFAULT_DURATION_MINUTES) * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gift Experiences//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.createdAt)}`,
    `DTSTART:${formatUtc(event.startsAt)}`,
    `DTEND:${formatUtc(endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
