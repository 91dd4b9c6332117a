import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { ProductKind } from '@/generated/prisma/enums';
import type { DatabaseClient } from '@/server/db';
import type { CoveredExperiencePricing } from '../lib/certificate-price';
import type { CatalogSort } from '../lib/list-options';

const productCardSelect = {
  id: true,
  kind: true,
  slug: true,
  title: true,
  summary: true,
  priceCents: true,
  city: true,
  durationMinutes: true,
  giftParty: true,
  ratingCount: true,
  ratingSum: true,
  images: { select: { url: true, alt: true, width: true, height: true }, orderBy: { position: 'asc' }, take: 1 },
} satisfies Prisma.ProductSelect;

export type ProductCardRow = Prisma.ProductGetPayload<{ select: typeof productCardSelect }>;

export function findPublishedProductCardsBySlugs(db: DatabaseClient, slugs: string[]): Promise<ProductCardRow[]> {
  return db.product.findMany({ where: { slug: { in: slugs }, published: true }, select: productCardSelect });
}

export function findTagsBySlugs(db: DatabaseClient, slugs: string[]) {
  return db.tag.findMany({ where: { slug: { in: slugs } }, select: { slug: true, name: true } });
}

/** Published products carrying any of the given tags, most popular first. */
export function findPublishedProductCardsByTagIds(db: DatabaseClient, tagIds: string[], take: number): Promise<ProductCardRow[]> {
  return db.product.findMany({
    where: { published: true, tags: { some: { tagId: { in: tagIds } } } },
    select: productCardSelect,
    orderBy: [{ popularity: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }],
    take,
  });
}

// ───────────────────────────── List pages ─────────────────────────────

export function findAllTags(db: DatabaseClient) {
  return db.tag.findMany({
    select: { id: true, slug: true, name: true, type: true, parentId: true, sortOrder: true },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
  });
}

/** Ids of the tags on at least one published product of the kind. */
export async function findTagIdsInUse(db: DatabaseClient, kind: ProductKind): Promise<string[]> {
  const rows = await db.productTag.findMany({
    where: { product: { kind, published: true } },
    select: { tagId: true },
    distinct: ['tagId'],
  });
  return rows.map((row) => row.tagId);
}

/**
 * Cities a list can be filtered by: where published experiences take place, or for gifts,
 * where the experiences they cover take place.
 */
export async function findCitiesInUse(db: DatabaseClient, kind: ProductKind): Promise<string[]> {
  const rows = await db.product.findMany({
    where: {
      kind: 'EXPERIENCE',
      published: true,
      city: { not: null },
      ...(kind === 'GIFT_VOUCHER' ? { coveringVouchers: { some: { giftVoucher: { published: true } } } } : {}),
    },
    select: { city: true },
    distinct: ['city'],
    orderBy: { city: 'asc' },
  });
  return rows.flatMap((row) => (row.city ? [row.city] : []));
}

export type CatalogProductFilter = {
  kind: ProductKind;
  /** Products with any of these tags; an empty list matches nothing (unknown category). */
  tagIds?: string[];
  /** Experiences in, or gifts covering an experience in, one of these cities. */
  cities?: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  minDurationMinutes?: number;
  maxDurationMinutes?: number;
  /** The local calendar date (UTC midnight) and its weekday, 0 = Sunday. */
  availableOn?: { date: Date; weekday: number };
};

/** Prisma form of the filters; the availability rule mirrors lib/availability.ts. */
function buildCatalogWhere(filter: CatalogProductFilter): Prisma.ProductWhereInput {
  const conditions: Prisma.ProductWhereInput[] = [{ kind: filter.kind, published: true }];
  if (filter.tagIds) conditions.push({ tags: { some: { tagId: { in: filter.tagIds } } } });
  if (filter.cities) {
    conditions.push(
      filter.kind === 'EXPERIENCE'
        ? { city: { in: filter.cities } }
        : { coveredExperiences: { some: { experience: { published: true, city: { in: filter.cities } } } } },
    );
  }
  if (filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined) {
    conditions.push({ priceCents: { gte: filter.minPriceCents, lte: filter.maxPriceCents } });
  }
  if (filter.minDurationMinutes !== undefined || filter.maxDurationMinutes !== undefined) {
    conditions.push({ durationMinutes: { gte: filter.minDurationMinutes, lte: filter.maxDurationMinutes } });
  }
  if (filter.availableOn) {
    const { date, weekday } = filter.availableOn;
    conditions.push({
      OR: [
        { serviceType: 'VIATOR' },
        { serviceType: 'CUSTOM', availabilitySlots: { some: { weekday } }, blackoutDates: { none: { date } } },
      ],
    });
  }
  return { AND: conditions };
}

// Ties fall back to the staff order, then the id, so pages never overlap.
const catalogOrderBy: Record<CatalogSort, Prisma.ProductOrderByWithRelationInput[]> = {
  popular: [{ popularity: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }],
  featured: [{ sortOrder: 'asc' }, { popularity: 'desc' }, { id: 'asc' }],
  'price-asc': [{ priceCents: 'asc' }, { popularity: 'desc' }, { id: 'asc' }],
  'price-desc': [{ priceCents: 'desc' }, { popularity: 'desc' }, { id: 'asc' }],
  newest: [{ createdAt: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }],
};

/** How many products match, counting no further than `limit`. */
export function countCatalogProducts(db: DatabaseClient, filter: CatalogProductFilter, limit: number): Promise<number> {
  return db.product.count({ where: buildCatalogWhere(filter), orderBy: catalogOrderBy.popular, take: limit });
}

export function findCatalogProductCards(
  db: DatabaseClient,
  filter: CatalogProductFilter,
  sort: CatalogSort,
  page: { skip: number; take: number },
): Promise<ProductCardRow[]> {
  return db.product.findMany({
    where: buildCatalogWhere(filter),
    select: productCardSelect,
    orderBy: catalogOrderBy[sort],
    skip: page.skip,
    take: page.take,
  });
}

// ───────────────────────────── Product pages ─────────────────────────────

const productDetailSelect = {
  id: true,
  kind: true,
  slug: true,
  title: true,
  summary: true,
  description: true,
  priceCents: true,
  serviceType: true,
  city: true,
  meetingPoint: true,
  latitude: true,
  longitude: true,
  timeZone: true,
  durationMinutes: true,
  maxTravellers: true,
  cancellationPolicy: true,
  seoTitle: true,
  seoDescription: true,
  giftParty: true,
  giftOption: true,
  updatedAt: true,
  ratingCount: true,
  ratingSum: true,
  provider: { select: { name: true } },
  images: { select: { url: true, alt: true, width: true, height: true }, orderBy: { position: 'asc' } },
  tags: { select: { tag: { select: { slug: true, name: true, sortOrder: true } } } },
  breadcrumbs: { select: { breadcrumb: { select: { label: true, url: true } } }, orderBy: { position: 'asc' } },
  tourGrades: {
    select: { code: true, title: true, description: true, prices: { select: { priceCents: true, ageBand: { select: { code: true } } } } },
    orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
  },
  ageBands: { select: { code: true, label: true, minAge: true, maxAge: true }, orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }] },
  availabilitySlots: { select: { weekday: true, startTime: true }, orderBy: [{ weekday: 'asc' }, { startTime: 'asc' }] },
  coveredExperiences: {
    where: { experience: { published: true } },
    select: { experience: { select: productCardSelect } },
    orderBy: [{ position: 'asc' }, { experienceId: 'asc' }],
  },
} satisfies Prisma.ProductSelect;

export type ProductDetailRow = Prisma.ProductGetPayload<{ select: typeof productDetailSelect }>;

export function findPublishedProductDetailBySlug(db: DatabaseClient, slug: string): Promise<ProductDetailRow | null> {
  return db.product.findFirst({ where: { slug, published: true }, select: productDetailSelect });
}

// ───────────────────────────── Staff edits ─────────────────────────────

export function findProductIdBySlug(db: DatabaseClient, slug: string): Promise<{ id: string } | null> {
  return db.product.findUnique({ where: { slug }, select: { id: true } });
}

export function updateProductFields(db: DatabaseClient, id: string, data: Prisma.ProductUpdateInput) {
  return db.product.update({
    where: { id },
    data,
    select: { id: true, slug: true, title: true, priceCents: true, published: true, updatedAt: true },
  });
}

/** Each option's price per age band: what a box gift's price is worked out from. */
const experiencePricingSelect = {
  priceCents: true,
  tourGrades: { select: { prices: { select: { priceCents: true, ageBand: { select: { code: true } } } } } },
} satisfies Prisma.ProductSelect;

type ExperiencePricingRow = Prisma.ProductGetPayload<{ select: typeof experiencePricingSelect }>;

function toCoveredExperiencePricing(row: ExperiencePricingRow): CoveredExperiencePricing {
  return {
    priceCents: row.priceCents,
    tourGrades: row.tourGrades.map((grade) => ({
      prices: grade.prices.map((price) => ({ ageBandCode: price.ageBand.code, priceCents: price.priceCents })),
    })),
  };
}

/** Gift vouchers covering the experience, with their coverage and the pricing of the published experiences each covers. */
export async function findGiftsCoveringExperience(db: DatabaseClient, experienceId: string) {
  const gifts = await db.product.findMany({
    where: { kind: 'GIFT_VOUCHER', coveredExperiences: { some: { experienceId } } },
    select: {
      id: true,
      slug: true,
      priceCents: true,
      giftParty: true,
      giftOption: true,
      coveredExperiences: { where: { experience: { published: true } }, select: { experience: { select: experiencePricingSelect } } },
    },
  });
  return gifts.map(({ coveredExperiences, ...gift }) => ({
    ...gift,
    coveredExperiences: coveredExperiences.map((entry) => toCoveredExperiencePricing(entry.experience)),
  }));
}

/** Pricing of these experiences, with whether the shop shows them. */
export async function findExperiencePricingByIds(db: DatabaseClient, ids: string[]) {
  const rows = await db.product.findMany({ where: { id: { in: ids }, kind: 'EXPERIENCE' }, select: { id: true, published: true, ...experiencePricingSelect } });
  return rows.map((row) => ({ id: row.id, published: row.published, pricing: toCoveredExperiencePricing(row) }));
}

/** Pricing of the published experiences a gift voucher covers. */
export async function findCoveredExperiencePricing(db: DatabaseClient, giftVoucherId: string): Promise<CoveredExperiencePricing[]> {
  const rows = await db.giftVoucherExperience.findMany({
    where: { giftVoucherId, experience: { published: true } },
    select: { experience: { select: experiencePricingSelect } },
  });
  return rows.map((row) => toCoveredExperiencePricing(row.experience));
}

export function setProductPrice(db: DatabaseClient, id: string, priceCents: number) {
  return db.product.update({ where: { id }, data: { priceCents }, select: { id: true } });
}

export type StaffProductFilter = { search?: string; kind?: ProductKind; published?: boolean };

function staffProductWhere({ search, kind, published }: StaffProductFilter): Prisma.ProductWhereInput {
  return {
    ...(kind ? { kind } : {}),
    ...(published === undefined ? {} : { published }),
    ...(search
      ? {
          OR: [
            { title: { contains: search, mode: 'insensitive' } },
            { slug: { contains: search, mode: 'insensitive' } },
            { city: { contains: search, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
}

/** Every product, published or not, for the back office. */
export async function findProductsForStaff(db: DatabaseClient, filter: StaffProductFilter, skip: number, take: number) {
  const where = staffProductWhere(filter);
  // No transaction: under READ COMMITTED it would not give the two reads one snapshot anyway.
  const [rows, total] = await Promise.all([
    db.product.findMany({
      where,
      select: { id: true, kind: true, slug: true, title: true, priceCents: true, published: true, city: true, updatedAt: true },
      orderBy: [{ kind: 'asc' }, { sortOrder: 'asc' }, { title: 'asc' }, { id: 'asc' }],
      skip,
      take,
    }),
    db.product.count({ where }),
  ]);
  return { rows, total };
}

/** What checkout needs of the gifts in a cart: the price now, whether it still sells, and its promise. */
export function findGiftsForCheckout(db: DatabaseClient, ids: string[]) {
  return db.product.findMany({
    where: { id: { in: ids }, kind: 'GIFT_VOUCHER' },
    select: {
      id: true,
      slug: true,
      title: true,
      priceCents: true,
      published: true,
      giftParty: true,
      giftOption: true,
      _count: { select: { coveredExperiences: true } },
      images: { select: { url: true }, orderBy: { position: 'asc' }, take: 1 },
    },
  });
}
