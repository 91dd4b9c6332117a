import { describe, expect, it } from 'vitest';
import { reserveSlotSeats } from '@/domains/bookings/server/repository';
import { getDatabase, runInTransaction } from '@/server/db';
import { createCustomer, createExperienceWithSlot, createKey, expectRefused } from './money-fixtures';

const date = new Date('2026-12-12T00:00:00Z');

async function readOccupancy(slotId: string, day = date) {
  return getDatabase().slotOccupancy.findUnique({ where: { slotId_date: { slotId, date: day } }, select: { bookedCount: true, capacity: true } });
}

describe('slot occupancy', () => {
  it('lets exactly the capacity through when 20 people book the last seats at once', async () => {
    const { slotId } = await createExperienceWithSlot(getDatabase(), 7);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => runInTransaction(undefined, (tx) => reserveSlotSeats(tx, { slotId, date, seats: 1 }))),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(7);
    expect(await readOccupancy(slotId)).toEqual({ bookedCount: 7, capacity: 7 });
  });

  it('refuses a party larger than the seats left, and counts each date on its own', async () => {
    const { slotId } = await createExperienceWithSlot(getDatabase(), 5);
    const db = getDatabase();
    expect(await reserveSlotSeats(db, { slotId, date, seats: 6 })).toBe(false);
    expect(await readOccupancy(slotId)).toBeNull();
    expect(await reserveSlotSeats(db, { slotId, date, seats: 3 })).toBe(true);
    expect(await reserveSlotSeats(db, { slotId, date, seats: 3 })).toBe(false);
    expect(await reserveSlotSeats(db, { slotId, date, seats: 2 })).toBe(true);
    const nextWeek = new Date('2026-12-19T00:00:00Z');
    expect(await reserveSlotSeats(db, { slotId, date: nextWeek, seats: 5 })).toBe(true);
    expect(await readOccupancy(slotId)).toEqual({ bookedCount: 5, capacity: 5 });
    expect(await readOccupancy(slotId, nextWeek)).toEqual({ bookedCount: 5, capacity: 5 });
    expect(await reserveSlotSeats(db, { slotId: 'no-such-slot', date, seats: 1 })).toBe(false);
    await expect(reserveSlotSeats(db, { slotId, date, seats: 0 })).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('cannot be pushed past capacity or below zero by any statement', async () => {
    const { slotId } = await createExperienceWithSlot(getDatabase(), 4);
    await reserveSlotSeats(getDatabase(), { slotId, date, seats: 4 });
    const where = { slotId_date: { slotId, date } };
    await expectRefused(getDatabase().slotOccupancy.update({ where, data: { bookedCount: { increment: 1 } } }), /SlotOccupancy_within_capacity/);
    await expectRefused(getDatabase().slotOccupancy.update({ where, data: { bookedCount: -1 } }), /SlotOccupancy_within_capacity/);
  });
});

describe('bookings', () => {
  it('reference a grade of the booked product and keep their money fields non-negative', async () => {
    const db = getDatabase();
    const user = await createCustomer(db);
    const booked = await createExperienceWithSlot(db, 3);
    const other = await createExperienceWithSlot(db, 3);
    const booking = (fields: Partial<{ tourGradeId: string; balanceHeldCents: number; holdExpiresAt: Date; paidByCardCents: number }>) =>
      db.booking.create({
        data: {
          reference: createKey('booking'),
          userId: user.id,
          productId: booked.productId,
          tourGradeId: booked.tourGradeId,
          serviceType: 'CUSTOM',
          travelDate: date,
          totalCents: 9_000,
          ...fields,
        },
      });
    await expectRefused(booking({ tourGradeId: other.tourGradeId }), /Booking_tourGrade_of_product_fkey|Foreign key/);
    await expectRefused(booking({ paidByCardCents: -1 }), /Booking_amounts_non_negative/);
    await expectRefused(booking({ balanceHeldCents: 9_000 }), /Booking_hold_expires/);
    const held = await booking({ balanceHeldCents: 9_000, holdExpiresAt: new Date('2026-12-01T00:00:00Z') });
    await expectRefused(db.booking.update({ where: { id: held.id }, data: { decidedById: user.id } }), /Booking_decidedBy_has_decidedAt/);
    await db.booking.update({ where: { id: held.id }, data: { decidedById: user.id, decidedAt: new Date(), status: 'CONFIRMED' } });
  });
});
