import { addDaysToLocalDate, getInstantOfLocalTime, getLocalDate, getTimeZoneLabel, getWeekday, listDatesOfMonth } from '@/lib/local-time';

/** A weekly departure of a custom experience (AvailabilitySlot). */
export type WeeklySlot = { id: string; weekday: number; startTime: string; capacity: number };

/** Seats booked and held on one date of a slot (SlotOccupancy); its capacity was copied from the slot. */
export type SlotOccupancyRecord = { slotId: string; date: string; bookedCount: number; capacity: number };

/** What the calendar of one custom experience is made of; dates are local "YYYY-MM-DD". */
export type BookingCalendar = {
  timeZone: string;
  bookingLeadDays: number;
  slots: readonly WeeklySlot[];
  blackoutDates: readonly string[];
  occupancy: readonly SlotOccupancyRecord[];
};

export type BookableSlot = {
  slotId: string;
  /** Local date and hour of the experience, labelled with `timeZoneLabel`. */
  date: string;
  startTime: string;
  startsAt: Date;
  timeZone: string;
  timeZoneLabel: string;
  capacity: number;
  remaining: number;
  /** The party fits in the seats left. */
  fits: boolean;
};

export type BookableDay = { date: string; timeZoneLabel: string; slotCount: number; mostSeatsLeft: number };

/** `locale`: the language the zone's name is written in ("PST", "HNP"); English unless given. */
export type CalendarQuery = { month: string; now: Date; travellers?: number; locale?: string };

/** The first local date a booking may be made for: today in the experience's zone plus the lead time. */
export function getFirstBookableDate(calendar: Pick<BookingCalendar, 'timeZone' | 'bookingLeadDays'>, now: Date): string {
  return addDaysToLocalDate(getLocalDate(calendar.timeZone, now), calendar.bookingLeadDays);
}

/**
 * Every departure of a month that can still be offered: the weekly slots on each date, except
 * blackout dates and dates inside the lead time, with the seats left after bookings and holds.
 * Full departures stay in the list (remaining 0) so the hours can be shown as sold out.
 */
export function listBookableSlots(calendar: BookingCalendar, query: CalendarQuery): BookableSlot[] {
  const travellers = query.travellers ?? 1;
  const firstDate = getFirstBookableDate(calendar, query.now);
  const blackouts = new Set(calendar.blackoutDates);
  const occupancy = new Map(calendar.occupancy.map((row) => [`${row.slotId}/${row.date}`, row]));
  const slotsInOrder = [...calendar.slots].sort((first, second) => first.startTime.localeCompare(second.startTime));
  const bookable: BookableSlot[] = [];
  for (const date of listDatesOfMonth(query.month)) {
    if (date < firstDate || blackouts.has(date)) continue;
    const weekday = getWeekday(date);
    for (const slot of slotsInOrder) {
      if (slot.weekday !== weekday) continue;
      const startsAt = getInstantOfLocalTime(date, slot.startTime, calendar.timeZone);
      // With no lead time, a departure of today may already have left.
      if (startsAt <= query.now) continue;
      const taken = occupancy.get(`${slot.id}/${date}`);
      const capacity = taken?.capacity ?? slot.capacity;
      const remaining = Math.max(0, capacity - (taken?.bookedCount ?? 0));
      bookable.push({
        slotId: slot.id,
        date,
        startTime: slot.startTime,
        startsAt,
        timeZone: calendar.timeZone,
        timeZoneLabel: getTimeZoneLabel(calendar.timeZone, startsAt, query.locale),
        capacity,
        remaining,
        fits: remaining >= travellers,
      });
    }
  }
  return bookable;
}

/** The dates of a month with at least one departure the party fits in, for the calendar. */
export function listBookableDays(calendar: BookingCalendar, query: CalendarQuery): BookableDay[] {
  const days = new Map<string, BookableDay>();
  for (const slot of listBookableSlots(calendar, query)) {
    if (!slot.fits) continue;
    const day = days.get(slot.date);
    if (day) {
      day.slotCount += 1;
      day.mostSeatsLeft = Math.max(day.mostSeatsLeft, slot.remaining);
    } else {
      days.set(slot.date, { date: slot.date, timeZoneLabel: slot.timeZoneLabel, slotCount: 1, mostSeatsLeft: slot.remaining });
    }
  }
  return [...days.values()];
}
