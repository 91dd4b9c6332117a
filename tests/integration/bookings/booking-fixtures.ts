import { randomUUID } from 'node:crypto';
import type { DatabaseClient } from '@/server/db';

export type BookableExperience = { productId: string; slug: string; saturdayMorningSlotId: string; saturdayAfternoonSlotId: string; wednesdaySlotId: string };

/**
 * A custom Vancouver experience: grades STANDARD and PRIVATE, bands ADULT, CHILD (at most 3) and
 * INFANT, six travellers at most; Saturdays at 09:00 (6 seats) and 14:00 (4), Wednesdays at 10:00
 * (8); 26 December blacked out.
 */
export async function createBookableExperience(db: DatabaseClient, fields: { serviceType?: 'CUSTOM' | 'VIATOR' } = {}): Promise<BookableExperience> {
  const slug = `kayak-${randomUUID()}`;
  const product = await db.product.create({
    data: {
      kind: 'EXPERIENCE',
      slug,
      title: 'False Creek kayak tour',
      description: 'Paddle under the bridges.',
      priceCents: 8_900,
      published: true,
      serviceType: fields.serviceType ?? 'CUSTOM',
      timeZone: 'America/Vancouver',
      maxTravellers: 6,
      tourGrades: { create: [{ code: 'PRIVATE', title: 'Private', sortOrder: 2 }, { code: 'STANDARD', title: 'Standard', sortOrder: 1 }] },
      ageBands: {
        create: [
          { code: 'INFANT', label: 'Infant', minAge: 0, maxAge: 3, sortOrder: 3, maxTravellers: 1 },
          { code: 'ADULT', label: 'Adult', minAge: 18, maxAge: 99, sortOrder: 1 },
          { code: 'CHILD', label: 'Child', minAge: 4, maxAge: 17, sortOrder: 2, maxTravellers: 3 },
        ],
      },
      availabilitySlots: {
        create: [
          { weekday: 6, startTime: '14:00', capacity: 4 },
          { weekday: 6, startTime: '09:00', capacity: 6 },
          { weekday: 3, startTime: '10:00', capacity: 8 },
        ],
      },
      blackoutDates: { create: [{ date: new Date('2026-12-26T00:00:00Z'), reason: 'Boxing Day' }, { date: new Date('2027-01-02T00:00:00Z') }] },
    },
    select: {
      id: true,
      tourGrades: { select: { id: true, code: true } },
      ageBands: { select: { id: true, code: true } },
      availabilitySlots: { select: { id: true, weekday: true, startTime: true } },
    },
  });
  const prices: Record<string, Record<string, number>> = { STANDARD: { ADULT: 8_900, CHILD: 6_230, INFANT: 0 }, PRIVATE: { ADULT: 16_020 } };
  await db.tourGradePrice.createMany({
    data: product.tourGrades.flatMap((grade) =>
      product.ageBands.flatMap((band) => {
        const priceCents = prices[grade.code]?.[band.code];
        return priceCents === undefined ? [] : [{ tourGradeId: grade.id, ageBandId: band.id, priceCents }];
      }),
    ),
  });
  const slotId = (weekday: number, startTime: string) => {
    const slot = product.availabilitySlots.find((candidate) => candidate.weekday === weekday && candidate.startTime === startTime);
    if (!slot) throw new Error(`The fixture lacks the ${weekday} ${startTime} slot`);
    return slot.id;
  };
  return {
    productId: product.id,
    slug,
    saturdayMorningSlotId: slotId(6, '09:00'),
    saturdayAfternoonSlotId: slotId(6, '14:00'),
    wednesdaySlotId: slotId(3, '10:00'),
  };
}

/** @db.Date value of a local calendar date. */
export function toDbDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
