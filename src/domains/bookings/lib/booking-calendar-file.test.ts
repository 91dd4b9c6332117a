import { describe, expect, it } from 'vitest';
import { writeBookingCalendarFile } from './booking-calendar-file';

const event = {
  uid: 'BKG-7K2M9QXA@gift-experiences',
  title: 'False Creek kayak tour',
  startsAt: new Date('2026-12-19T17:00:00Z'),
  durationMinutes: 150,
  location: 'Granville Island, dock 3',
  description: 'Booking BKG-7K2M9QXA; 2 adults',
  createdAt: new Date('2026-11-25T12:34:56.789Z'),
};

describe('writeBookingCalendarFile', () => {
  it('writes one event in UTC with CRLF line ends', () => {
    const file = writeBookingCalendarFile(event);
    expect(file).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Gift Experiences//Bookings//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:BKG-7K2M9QXA@gift-experiences',
        'DTSTAMP:20261125T123456Z',
        'DTSTART:20261219T170000Z',
        'DTEND:20261219T193000Z',
        'SUMMARY:False Creek kayak tour',
        'LOCATION:Granville Island\\, dock 3',
        'DESCRIPTION:Booking BKG-7K2M9QXA\\; 2 adults',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('lasts an hour when the duration is unknown and leaves out an unknown place', () => {
    const file = writeBookingCalendarFile({ ...event, durationMinutes: null, location: null });
    expect(file).toContain('DTEND:20261219T180000Z\r\n');
    expect(file).not.toContain('LOCATION');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const file = writeBookingCalendarFile({ ...event, description: `Rendez-vous au quai ${'é'.repeat(60)}\nBring a hat` });
    const lines = file.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const description = lines.slice(lines.findIndex((line) => line.startsWith('DESCRIPTION:')), lines.findIndex((line) => line === 'STATUS:CONFIRMED'));
    expect(description.length).toBeGreaterThan(1);
    expect(description.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(description.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      `DESCRIPTION:Rendez-vous au quai ${'é'.repeat(60)}\\nBring a hat`,
    );
  });
});
