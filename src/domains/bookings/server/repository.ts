import 'server-only';
import type { BookingCalendar } from '@/domains/bookings/lib/booking-calendar';
import type { BookingPriceRules } from '@/domains/bookings/lib/booking-price';
import type { DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';

/**
 * Holds `seats` on one date of a custom experience's weekly slot, in ONE statement: it creates the
 * date's occupancy row (capacity copied from the slot) or adds to it only while the total stays
 * within capacity. Concurrent bookers queue on the row, so no check-then-write race oversells it.
 * `date` is the local calendar date at UTC midnight (Prisma's @db.Date convention).
 */
export async function reserveSlotSeats(db: DatabaseClient, input: { slotId: string; date: Date; seats: number }): Promise<boolean> {
  if (!Number.isSafeInteger(input.seats) || input.seats < 1) throw new AppError('invalid_input', 'Reserve at least one seat.');
  const day = input.date.toISOString().slice(0, 10);
  const reserved = await db.$queryRaw<{ bookedCount: number }[]>`
    INSERT INTO "SlotOccupancy" ("slotId", "date", "bookedCount", "capacity", "updatedAt")
    SELECT "id", ${day}::date, ${input.seats}::int, "capacity", now() AT TIME ZONE 'UTC'
    FROM "AvailabilitySlot"
    WHERE "id" = ${input.slotId} AND "capacity" >= ${input.seats}::int
    ON CONFLICT ("slotId", "date") DO UPDATE
      SET "bookedCount" = "SlotOccupancy"."bookedCount" + EXCLUDED."bookedCount", "updatedAt" = EXCLUDED."updatedAt"
      WHERE "SlotOccupancy"."bookedCount" + EXCLUDED."bookedCount" <= "SlotOccupancy"."capacity"
    RETURNING "bookedCount"`;
  return reserved.length === 1;
}

/**
 * Gives back `seats` held or booked on one date of a slot (a declined, expired or cancelled
 * booking), in ONE conditional statement: it matches no row when fewer seats are taken than
 * that, so a release replayed by a retry can never push the count below zero. False: nothing
 * was released.
 */
export async function releaseSlotSeats(db: DatabaseClient, input: { slotId: string; date: Date; seats: number }): Promise<boolean> {
  if (!Number.isSafeInteger(input.seats) || input.seats < 1) throw new AppError('invalid_input', 'Release at least one seat.');
  const day = input.date.toISOString().slice(0, 10);
  const released = await db.$executeRaw`
    UPDATE "SlotOccupancy"
    SET "bookedCount" = "bookedCount" - ${input.seats}::int, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE "slotId" = ${input.slotId} AND "date" = ${day}::date AND "bookedCount" >= ${input.seats}::int`;
  return released === 1;
}

export type ProductBookingData = {
  productId: string;
  slug: string;
  title: string;
  published: boolean;
  serviceType: 'CUSTOM' | 'VIATOR';
  supplierProductCode: string | null;
  nonRefundable: boolean;
  calendar: BookingCalendar;
  priceRules: BookingPriceRules;
  tourGrades: { id: string; code: string; title: string; description: string }[];
  ageBands: { code: string; label: string; minAge: number; maxAge: number; minTravellers: number; maxTravellers: number | null }[];
};

function toLocalDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first day of a month ("YYYY-MM") and of the month after, as @db.Date values. */
function getMonthRange(month: string): { gte: Date; lt: Date } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return { gte: new Date(Date.UTC(year, monthNumber - 1, 1)), lt: new Date(Date.UTC(year, monthNumber, 1)) };
}

/**
 * Everything the booking widget and checkout need of one experience for one month (local
 * "YYYY-MM"), in one read: grades with their prices per age band, age bands, weekly slots and
 * that month's blackouts and occupancy. Null when there is no such experience.
 */
export async function readProductBookingData(
  db: DatabaseClient,
  input: { product: { id: string } | { slug: string }; month: string },
): Promise<ProductBookingData | null> {
  const range = getMonthRange(input.month);
  const product = await db.product.findFirst({
    where: { ...input.product, kind: 'EXPERIENCE' },
    select: {
      id: true,
      slug: true,
      title: true,
      published: true,
      serviceType: true,
      supplierProductCode: true,
      timeZone: true,
      maxTravellers: true,
      bookingLeadDays: true,
      requiresAdult: true,
      nonRefundable: true,
      tourGrades: {
        select: { id: true, code: true, title: true, description: true, prices: { select: { priceCents: true, ageBand: { select: { code: true } } } } },
        orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
      },
      ageBands: {
        select: { code: true, label: true, minAge: true, maxAge: true, minTravellers: true, maxTravellers: true },
        orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
      },
      availabilitySlots: {
        select: { id: true, weekday: true, startTime: true, capacity: true, occupancy: { where: { date: range }, select: { date: true, bookedCount: true, capacity: true } } },
        orderBy: [{ weekday: 'asc' }, { startTime: 'asc' }],
      },
      blackoutDates: { where: { date: range }, select: { date: true }, orderBy: { date: 'asc' } },
    },
  });
  if (!product) return null;
  return {
    productId: product.id,
    slug: product.slug,
    title: product.title,
    published: product.published,
    serviceType: product.serviceType,
    supplierProductCode: product.supplierProductCode,
    nonRefundable: product.nonRefundable,
    calendar: {
      timeZone: product.timeZone,
      bookingLeadDays: product.bookingLeadDays,
      slots: product.availabilitySlots.map(({ id, weekday, startTime, capacity }) => ({ id, weekday, startTime, capacity })),
      blackoutDates: product.blackoutDates.map(({ date }) => toLocalDate(date)),
      occupancy: product.availabilitySlots.flatMap((slot) =>
        slot.occupancy.map((row) => ({ slotId: slot.id, date: toLocalDate(row.date), bookedCount: row.bookedCount, capacity: row.capacity })),
      ),
    },
    priceRules: {
      maxTravellers: product.maxTravellers,
      requiresAdult: product.requiresAdult,
      ageBands: product.ageBands.map(({ code, minAge, minTravellers, maxTravellers }) => ({ code, minAge, minTravellers, maxTravellers })),
      tourGrades: product.tourGrades.map((grade) => ({
        id: grade.id,
        code: grade.code,
        pricesCents: Object.fromEntries(grade.prices.map((price) => [price.ageBand.code, price.priceCents])),
      })),
    },
    tourGrades: product.tourGrades.map(({ id, code, title, description }) => ({ id, code, title, description })),
    ageBands: product.ageBands,
  };
}
