import 'server-only';
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
