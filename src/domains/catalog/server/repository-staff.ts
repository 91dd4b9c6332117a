import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';

/** Everything the back office's product form shows, and what refers to the product. */
const staffProductSelect = {
  id: true,
  kind: true,
  serviceType: true,
  slug: true,
  title: true,
  summary: true,
  description: true,
  priceCents: true,
  published: true,
  city: true,
  meetingPoint: true,
  durationMinutes: true,
  maxTravellers: true,
  bookingLeadDays: true,
  cancellationPolicy: true,
  seoTitle: true,
  seoDescription: true,
  giftParty: true,
  giftOption: true,
  updatedAt: true,
  images: { select: { url: true, alt: true, width: true, height: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  ageBands: { select: { code: true, label: true, minAge: true, maxAge: true }, orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }] },
  tourGrades: {
    select: { code: true, title: true, description: true, prices: { select: { priceCents: true, ageBand: { select: { code: true, sortOrder: true } } } } },
    orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
  },
  availabilitySlots: { select: { weekday: true, startTime: true, capacity: true }, orderBy: [{ weekday: 'asc' }, { startTime: 'asc' }] },
  blackoutDates: { select: { date: true, reason: true }, orderBy: { date: 'asc' } },
  breadcrumbs: { select: { breadcrumbId: true }, orderBy: [{ position: 'asc' }, { breadcrumbId: 'asc' }] },
  coveredExperiences: {
    select: { experience: { select: { id: true, title: true, published: true } } },
    orderBy: [{ position: 'asc' }, { experienceId: 'asc' }],
  },
  _count: { select: { orderItems: true, vouchers: true, bookings: true } },
} satisfies Prisma.ProductSelect;

export type StaffProductRecord = Prisma.ProductGetPayload<{ select: typeof staffProductSelect }>;

export function findStaffProductById(db: DatabaseClient, id: string): Promise<StaffProductRecord | null> {
  return db.product.findUnique({ where: { id }, select: staffProductSelect });
}

/**
 * Claims the product for one save if it is still as the client loaded it: a single conditional
 * UPDATE, so of two saves from the same version the row lock lets exactly one through.
 */
export async function claimProductVersion(db: DatabaseClient, id: string, loadedUpdatedAt: Date): Promise<boolean> {
  const { count } = await db.product.updateMany({ where: { id, updatedAt: loadedUpdatedAt }, data: { updatedAt: new Date() } });
  return count === 1;
}

export function insertProduct(db: DatabaseClient, data: Prisma.ProductUncheckedCreateInput): Promise<{ id: string; slug: string }> {
  return db.product.create({ data, select: { id: true, slug: true } });
}

export function deleteProductRow(db: DatabaseClient, id: string): Promise<{ id: string }> {
  return db.product.delete({ where: { id }, select: { id: true } });
}

export type StoredImage = { url: string; alt: string; width: number; height: number };

/** The product's pictures become exactly these, in this order (nothing else refers to a picture). */
export async function replaceProductImages(db: DatabaseClient, productId: string, images: StoredImage[]): Promise<void> {
  await db.productImage.deleteMany({ where: { productId } });
  if (images.length > 0) await db.productImage.createMany({ data: images.map((image, position) => ({ productId, position, ...image })) });
}

export type AgeBandValues = { code: string; label: string; minAge: number; maxAge: number };

/** Age bands are kept by code, so grade prices and booked travellers keep pointing at the same band. */
export async function syncAgeBands(db: DatabaseClient, productId: string, bands: AgeBandValues[]): Promise<void> {
  await db.ageBand.deleteMany({ where: { productId, code: { notIn: bands.map((band) => band.code) } } });
  for (const [sortOrder, band] of bands.entries()) {
    await db.ageBand.upsert({
      where: { productId_code: { productId, code: band.code } },
      create: { productId, sortOrder, ...band },
      update: { sortOrder, label: band.label, minAge: band.minAge, maxAge: band.maxAge },
    });
  }
}

export type TourGradeValues = { code: string; title: string; description: string; prices: { ageBandCode: string; priceCents: number }[] };

/** Codes of the product's tour grades that bookings refer to. */
export async function findBookedTourGradeCodes(db: DatabaseClient, productId: string): Promise<string[]> {
  const rows = await db.tourGrade.findMany({ where: { productId, bookings: { some: {} } }, select: { code: true } });
  return rows.map((row) => row.code);
}

/** Tour grades are kept by code (bookings refer to them); each grade's prices become exactly the ones given. */
export async function syncTourGrades(db: DatabaseClient, productId: string, grades: TourGradeValues[]): Promise<void> {
  await db.tourGrade.deleteMany({ where: { productId, code: { notIn: grades.map((grade) => grade.code) } } });
  const bands = await db.ageBand.findMany({ where: { productId }, select: { id: true, code: true } });
  const bandIdByCode = new Map(bands.map((band) => [band.code, band.id]));
  for (const [sortOrder, grade] of grades.entries()) {
    const { id: tourGradeId } = await db.tourGrade.upsert({
      where: { productId_code: { productId, code: grade.code } },
      create: { productId, sortOrder, code: grade.code, title: grade.title, description: grade.description },
      update: { sortOrder, title: grade.title, description: grade.description },
      select: { id: true },
    });
    await db.tourGradePrice.deleteMany({ where: { tourGradeId } });
    const prices = grade.prices.flatMap((price) => {
      const ageBandId = bandIdByCode.get(price.ageBandCode);
      return ageBandId ? [{ tourGradeId, ageBandId, priceCents: price.priceCents }] : [];
    });
    if (prices.length > 0) await db.tourGradePrice.createMany({ data: prices });
  }
}

export type SlotValues = { weekday: number; startTime: string; capacity: number };

/** The product's weekly departures holding seats on `fromDate` or later. */
export function findSlotsWithSeatsTaken(db: DatabaseClient, productId: string, fromDate: Date): Promise<{ weekday: number; startTime: string }[]> {
  return db.availabilitySlot.findMany({
    where: { productId, occupancy: { some: { date: { gte: fromDate }, bookedCount: { gt: 0 } } } },
    select: { weekday: true, startTime: true },
  });
}

/** Weekly departures are kept by day and time, so seats already taken on them stay counted. */
export async function syncAvailabilitySlots(db: DatabaseClient, productId: string, slots: SlotValues[]): Promise<void> {
  const existing = await db.availabilitySlot.findMany({ where: { productId }, select: { id: true, weekday: true, startTime: true } });
  const wanted = new Set(slots.map((slot) => `${slot.weekday} ${slot.startTime}`));
  const removed = existing.filter((slot) => !wanted.has(`${slot.weekday} ${slot.startTime}`)).map((slot) => slot.id);
  if (removed.length > 0) await db.availabilitySlot.deleteMany({ where: { id: { in: removed } } });
  for (const slot of slots) {
    await db.availabilitySlot.upsert({
      where: { productId_weekday_startTime: { productId, weekday: slot.weekday, startTime: slot.startTime } },
      create: { productId, ...slot },
      update: { capacity: slot.capacity },
    });
  }
}

export async function replaceBlackoutDates(db: DatabaseClient, productId: string, blackouts: { date: Date; reason: string | null }[]): Promise<void> {
  await db.blackoutDate.deleteMany({ where: { productId } });
  if (blackouts.length > 0) await db.blackoutDate.createMany({ data: blackouts.map((blackout) => ({ productId, ...blackout })) });
}

/** What a price change needs to know of each product. */
export function findProductsForPricing(db: DatabaseClient, ids: string[]) {
  return db.product.findMany({
    where: { id: { in: ids } },
    select: { id: true, kind: true, slug: true, title: true, priceCents: true, published: true, giftParty: true, giftOption: true },
  });
}

/** The experiences among these ids, whether shown in the shop or not. */
export function findExperiencesByIds(db: DatabaseClient, ids: string[]): Promise<{ id: string; published: boolean }[]> {
  return db.product.findMany({ where: { id: { in: ids }, kind: 'EXPERIENCE' }, select: { id: true, published: true } });
}

/** A box gift covers exactly these experiences, in this order. */
export async function replaceCoveredExperiences(db: DatabaseClient, giftVoucherId: string, experienceIds: string[]): Promise<void> {
  await db.giftVoucherExperience.deleteMany({ where: { giftVoucherId } });
  if (experienceIds.length > 0) {
    await db.giftVoucherExperience.createMany({ data: experienceIds.map((experienceId, position) => ({ giftVoucherId, experienceId, position })) });
  }
}
