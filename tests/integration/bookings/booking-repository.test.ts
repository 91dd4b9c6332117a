import { describe, expect, it } from 'vitest';
import { listBookableSlots } from '@/domains/bookings/lib/booking-calendar';
import { priceBooking } from '@/domains/bookings/lib/booking-price';
import { readProductBookingData, releaseSlotSeats, reserveSlotSeats } from '@/domains/bookings/server/repository';
import { getDatabase, runInTransaction } from '@/server/db';
import { createBookableExperience, toDbDate } from './booking-fixtures';

async function readBookedCount(slotId: string, date: string): Promise<number | undefined> {
  const row = await getDatabase().slotOccupancy.findUnique({ where: { slotId_date: { slotId, date: toDbDate(date) } }, select: { bookedCount: true } });
  return row?.bookedCount;
}

describe('readProductBookingData', () => {
  it("reads an experience's grades, prices, bands, slots and that month's blackouts and occupancy", async () => {
    const db = getDatabase();
    const experience = await createBookableExperience(db);
    await reserveSlotSeats(db, { slotId: experience.saturdayMorningSlotId, date: toDbDate('2026-12-19'), seats: 6 });
    await reserveSlotSeats(db, { slotId: experience.saturdayAfternoonSlotId, date: toDbDate('2026-12-19'), seats: 1 });
    // Other months' occupancy is not read.
    await reserveSlotSeats(db, { slotId: experience.saturdayMorningSlotId, date: toDbDate('2027-01-09'), seats: 2 });
    await reserveSlotSeats(db, { slotId: experience.wednesdaySlotId, date: toDbDate('2026-11-25'), seats: 2 });

    const data = await readProductBookingData(db, { product: { id: experience.productId }, month: '2026-12' });
    expect(data).toMatchObject({ productId: experience.productId, slug: experience.slug, published: true, serviceType: 'CUSTOM', nonRefundable: false });
    expect(data?.calendar).toEqual({
      timeZone: 'America/Vancouver',
      bookingLeadDays: 21,
      slots: [
        { id: experience.wednesdaySlotId, weekday: 3, startTime: '10:00', capacity: 8 },
        { id: experience.saturdayMorningSlotId, weekday: 6, startTime: '09:00', capacity: 6 },
        { id: experience.saturdayAfternoonSlotId, weekday: 6, startTime: '14:00', capacity: 4 },
      ],
      blackoutDates: ['2026-12-26'],
      occupancy: expect.arrayContaining([
        { slotId: experience.saturdayMorningSlotId, date: '2026-12-19', bookedCount: 6, capacity: 6 },
        { slotId: experience.saturdayAfternoonSlotId, date: '2026-12-19', bookedCount: 1, capacity: 4 },
      ]),
    });
    expect(data?.calendar.occupancy).toHaveLength(2);
    expect(data?.priceRules).toEqual({
      maxTravellers: 6,
      requiresAdult: true,
      ageBands: [
        { code: 'ADULT', minAge: 18, minTravellers: 0, maxTravellers: null },
        { code: 'CHILD', minAge: 4, minTravellers: 0, maxTravellers: 3 },
        { code: 'INFANT', minAge: 0, minTravellers: 0, maxTravellers: 1 },
      ],
      tourGrades: [
        { id: expect.any(String), code: 'STANDARD', pricesCents: { ADULT: 8_900, CHILD: 6_230, INFANT: 0 } },
        { id: expect.any(String), code: 'PRIVATE', pricesCents: { ADULT: 16_020 } },
      ],
    });
    expect(data?.tourGrades.map((grade) => grade.code)).toEqual(['STANDARD', 'PRIVATE']);
    expect(data?.ageBands.map((band) => band.label)).toEqual(['Adult', 'Child', 'Infant']);
  });

  it('feeds the calendar and price rules directly, and finds a product by slug', async () => {
    const db = getDatabase();
    const experience = await createBookableExperience(db);
    await reserveSlotSeats(db, { slotId: experience.saturdayAfternoonSlotId, date: toDbDate('2026-12-19'), seats: 3 });
    const data = await readProductBookingData(db, { product: { slug: experience.slug }, month: '2026-12' });
    if (!data) throw new Error('The experience was not found by its slug');
    const slots = listBookableSlots(data.calendar, { month: '2026-12', now: new Date('2026-11-25T17:00:00Z'), travellers: 2 });
    expect(slots.filter((slot) => slot.fits).map((slot) => `${slot.date} ${slot.startTime}`)).toEqual([
      '2026-12-16 10:00',
      '2026-12-19 09:00',
      '2026-12-23 10:00',
      '2026-12-30 10:00',
    ]);
    const price = priceBooking(data.priceRules, { tourGradeCode: 'STANDARD', travellers: { ADULT: 1, CHILD: 1 } });
    expect(price.ok && price.price.totalCents).toBe(15_130);
  });

  it('answers null for an unknown product or a gift voucher', async () => {
    const db = getDatabase();
    expect(await readProductBookingData(db, { product: { id: 'no-such-product' }, month: '2026-12' })).toBeNull();
    const gift = await db.product.create({ data: { kind: 'GIFT_VOUCHER', slug: 'gift-100', title: 'Gift $100', description: 'A gift.', priceCents: 10_000 }, select: { id: true } });
    expect(await readProductBookingData(db, { product: { id: gift.id }, month: '2026-12' })).toBeNull();
  });
});

describe('releaseSlotSeats', () => {
  it('gives seats back, and never takes the count below zero', async () => {
    const db = getDatabase();
    const { saturdayMorningSlotId: slotId } = await createBookableExperience(db);
    const date = toDbDate('2026-12-19');
    await reserveSlotSeats(db, { slotId, date, seats: 5 });
    expect(await releaseSlotSeats(db, { slotId, date, seats: 2 })).toBe(true);
    expect(await readBookedCount(slotId, '2026-12-19')).toBe(3);
    expect(await releaseSlotSeats(db, { slotId, date, seats: 4 })).toBe(false);
    expect(await readBookedCount(slotId, '2026-12-19')).toBe(3);
    expect(await releaseSlotSeats(db, { slotId, date, seats: 3 })).toBe(true);
    expect(await readBookedCount(slotId, '2026-12-19')).toBe(0);
    expect(await releaseSlotSeats(db, { slotId, date, seats: 1 })).toBe(false);
    expect(await releaseSlotSeats(db, { slotId, date: toDbDate('2026-12-26'), seats: 1 })).toBe(false);
    await expect(releaseSlotSeats(db, { slotId, date, seats: 0 })).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('releases exactly what was held when 20 releases race for 6 seats', async () => {
    const { saturdayMorningSlotId: slotId } = await createBookableExperience(getDatabase());
    const date = toDbDate('2026-12-19');
    await reserveSlotSeats(getDatabase(), { slotId, date, seats: 6 });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => runInTransaction(undefined, (tx) => releaseSlotSeats(tx, { slotId, date, seats: 1 }))),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(6);
    expect(await readBookedCount(slotId, '2026-12-19')).toBe(0);
    // The seats can be taken again.
    expect(await reserveSlotSeats(getDatabase(), { slotId, date, seats: 6 })).toBe(true);
  });
});
