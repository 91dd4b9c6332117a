import { describe, expect, it } from 'vitest';
import { getFirstBookableDate, listBookableDays, listBookableSlots, type BookingCalendar } from './booking-calendar';

// A Vancouver experience: Saturdays at 09:00 (6 seats) and 14:00 (4), Wednesdays at 10:00 (8).
const calendar: BookingCalendar = {
  timeZone: 'America/Vancouver',
  bookingLeadDays: 21,
  slots: [
    { id: 'sat-pm', weekday: 6, startTime: '14:00', capacity: 4 },
    { id: 'sat-am', weekday: 6, startTime: '09:00', capacity: 6 },
    { id: 'wed', weekday: 3, startTime: '10:00', capacity: 8 },
  ],
  blackoutDates: ['2026-12-26'],
  occupancy: [
    { slotId: 'sat-am', date: '2026-12-19', bookedCount: 6, capacity: 6 },
    { slotId: 'sat-pm', date: '2026-12-19', bookedCount: 1, capacity: 4 },
    // Taken when the slot had 5 seats: the date keeps the capacity it was sold with.
    { slotId: 'wed', date: '2026-12-23', bookedCount: 2, capacity: 5 },
  ],
};

// Wednesday 25 November 2026, 09:00 in Vancouver.
const now = new Date('2026-11-25T17:00:00Z');

describe('listBookableSlots', () => {
  it('offers the weekly slots from the lead time on, minus blackouts, with the seats left', () => {
    const slots = listBookableSlots(calendar, { month: '2026-12', now });
    expect(slots.map((slot) => [slot.date, slot.startTime, slot.remaining, slot.fits])).toEqual([
      ['2026-12-16', '10:00', 8, true],
      ['2026-12-19', '09:00', 0, false],
      ['2026-12-19', '14:00', 3, true],
      ['2026-12-23', '10:00', 3, true],
      ['2026-12-30', '10:00', 8, true],
    ]);
  });

  it('labels each departure with the experience zone and its UTC instant', () => {
    const [first] = listBookableSlots(calendar, { month: '2026-12', now });
    expect(first).toMatchObject({ slotId: 'wed', timeZone: 'America/Vancouver', timeZoneLabel: 'PDT', capacity: 8 });
    // British Columbia stays on UTC−7 all winter from November 2026 (tz 2026c), which ICU names PDT.
    expect(first?.startsAt.toISOString()).toBe('2026-12-16T17:00:00.000Z');
  });

  it("names the zone in the page's language when one is given", () => {
    const [first] = listBookableSlots(calendar, { month: '2026-12', now, locale: 'fr-CA' });
    expect(first?.timeZoneLabel).toBe('HAP');
  });

  it('counts the lead time from today in the experience zone, not the server one', () => {
    // 02:30 UTC on the 26th is still the 25th in Vancouver: the 16th stays bookable.
    expect(getFirstBookableDate(calendar, new Date('2026-11-26T02:30:00Z'))).toBe('2026-12-16');
    expect(listBookableSlots(calendar, { month: '2026-12', now: new Date('2026-11-26T02:30:00Z') })[0]?.date).toBe('2026-12-16');
    // Midnight in Vancouver: the 26th there, so the first date is the 17th.
    expect(getFirstBookableDate(calendar, new Date('2026-11-26T08:00:00Z'))).toBe('2026-12-17');
    expect(listBookableSlots(calendar, { month: '2026-12', now: new Date('2026-11-26T08:00:00Z') })[0]?.date).toBe('2026-12-19');
  });

  it('takes each product its own lead time', () => {
    const slots = listBookableSlots({ ...calendar, bookingLeadDays: 14 }, { month: '2026-12', now });
    expect(slots[0]?.date).toBe('2026-12-09');
    expect(listBookableSlots(calendar, { month: '2026-11', now })).toEqual([]);
  });

  it('with no lead time, leaves out a departure of today that has already left', () => {
    const sameDay = { ...calendar, bookingLeadDays: 0 };
    // Wednesday 25 November, 10:30 in Vancouver: the 10:00 departure has gone.
    const slots = listBookableSlots(sameDay, { month: '2026-11', now: new Date('2026-11-25T18:30:00Z') });
    expect(slots.map((slot) => slot.date)).toEqual(['2026-11-28', '2026-11-28']);
  });

  it('marks a departure too small for the party as not fitting', () => {
    const slots = listBookableSlots(calendar, { month: '2026-12', now, travellers: 4 });
    expect(slots.filter((slot) => slot.fits).map((slot) => slot.date)).toEqual(['2026-12-16', '2026-12-30']);
  });
});

describe('listBookableDays', () => {
  it('lists the dates with a departure the party fits in', () => {
    expect(listBookableDays(calendar, { month: '2026-12', now })).toEqual([
      { date: '2026-12-16', timeZoneLabel: 'PDT', slotCount: 1, mostSeatsLeft: 8 },
      { date: '2026-12-19', timeZoneLabel: 'PDT', slotCount: 1, mostSeatsLeft: 3 },
      { date: '2026-12-23', timeZoneLabel: 'PDT', slotCount: 1, mostSeatsLeft: 3 },
      { date: '2026-12-30', timeZoneLabel: 'PDT', slotCount: 1, mostSeatsLeft: 8 },
    ]);
    expect(listBookableDays(calendar, { month: '2026-12', now, travellers: 4 }).map((day) => day.date)).toEqual(['2026-12-16', '2026-12-30']);
  });
});
