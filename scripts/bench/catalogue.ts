import type { Prisma, PrismaClient } from '../../src/generated/prisma/client';
import { ProductKind } from '../../src/generated/prisma/enums';

/** The catalogue size: enough rows that list pages, search and indexes do real work. */
export const CATALOGUE_TARGET = { [ProductKind.EXPERIENCE]: 2000, [ProductKind.GIFT_VOUCHER]: 500 } as const;

const CHUNK = 500; // rows per INSERT, well under PostgreSQL's 65,535 bind parameters

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Clones published demo products (with pictures, grades, prices, slots, tags, breadcrumbs and
 * covered experiences) under new slugs until each kind reaches CATALOGUE_TARGET, in one
 * transaction. Idempotent: a database that is already big enough gets nothing.
 */
export async function growCatalogue(prisma: PrismaClient): Promise<Record<ProductKind, number>> {
  const added = { [ProductKind.EXPERIENCE]: 0, [ProductKind.GIFT_VOUCHER]: 0 };
  await prisma.$transaction(
    async (tx) => {
      for (const kind of [ProductKind.EXPERIENCE, ProductKind.GIFT_VOUCHER]) {
        const missing = CATALOGUE_TARGET[kind] - (await tx.product.count({ where: { kind, published: true } }));
        if (missing <= 0) continue;
        const sources = await tx.product.findMany({
          where: { kind, published: true, slug: { not: { contains: '-bench-' } } },
          orderBy: { id: 'asc' },
          include: {
            images: true,
            tourGrades: { include: { prices: true } },
            ageBands: true,
            availabilitySlots: true,
            blackoutDates: true,
            tags: true,
            breadcrumbs: true,
            coveredExperiences: true,
          },
        });
        if (sources.length === 0) throw new Error(`No published ${kind} to clone`);
        const rows = {
          products: [] as Prisma.ProductCreateManyInput[],
          images: [] as Prisma.ProductImageCreateManyInput[],
          grades: [] as Prisma.TourGradeCreateManyInput[],
          bands: [] as Prisma.AgeBandCreateManyInput[],
          prices: [] as Prisma.TourGradePriceCreateManyInput[],
          slots: [] as Prisma.AvailabilitySlotCreateManyInput[],
          blackouts: [] as Prisma.BlackoutDateCreateManyInput[],
          tags: [] as Prisma.ProductTagCreateManyInput[],
          breadcrumbs: [] as Prisma.ProductBreadcrumbCreateManyInput[],
          covered: [] as Prisma.GiftVoucherExperienceCreateManyInput[],
        };
        for (let copy = 0; copy < missing; copy++) {
          const source = sources[copy % sources.length]!;
          const n = Math.floor(copy / sources.length) + 1;
          const id = `${source.id}-bench-${n}`;
          // The relations are copied below under new ids.
          const { images, tourGrades, ageBands, availabilitySlots, blackoutDates, tags, breadcrumbs, coveredExperiences, ...fields } = source;
          rows.products.push({ ...fields, id, slug: `${source.slug}-bench-${n}`, title: `${source.title} ${n + 1}` });
          rows.images.push(...images.map((image) => ({ ...image, id: `${image.id}-bench-${n}`, productId: id })));
          const bandId = (sourceId: string) => `${sourceId}-bench-${n}`;
          rows.bands.push(...ageBands.map((band) => ({ ...band, id: bandId(band.id), productId: id })));
          for (const { prices, ...grade } of tourGrades) {
            const gradeId = `${grade.id}-bench-${n}`;
            rows.grades.push({ ...grade, id: gradeId, productId: id });
            rows.prices.push(...prices.map((price) => ({ ...price, tourGradeId: gradeId, ageBandId: bandId(price.ageBandId) })));
          }
          rows.slots.push(...availabilitySlots.map((slot) => ({ ...slot, id: `${slot.id}-bench-${n}`, productId: id })));
          rows.blackouts.push(...blackoutDates.map((date) => ({ ...date, id: `${date.id}-bench-${n}`, productId: id })));
          rows.tags.push(...tags.map((tag) => ({ ...tag, productId: id })));
          rows.breadcrumbs.push(...breadcrumbs.map((crumb) => ({ ...crumb, productId: id })));
          rows.covered.push(...coveredExperiences.map((covered) => ({ ...covered, giftVoucherId: id })));
        }
        // Parents before children, as the foreign keys require.
        await insertInChunks(rows.products, (data) => tx.product.createMany({ data }));
        await insertInChunks(rows.images, (data) => tx.productImage.createMany({ data: data }));
        await insertInChunks(rows.grades, (data) => tx.tourGrade.createMany({ data: data }));
        await insertInChunks(rows.bands, (data) => tx.ageBand.createMany({ data: data }));
        await insertInChunks(rows.prices, (data) => tx.tourGradePrice.createMany({ data: data }));
        await insertInChunks(rows.slots, (data) => tx.availabilitySlot.createMany({ data: data }));
        await insertInChunks(rows.blackouts, (data) => tx.blackoutDate.createMany({ data: data }));
        await insertInChunks(rows.tags, (data) => tx.productTag.createMany({ data: data }));
        await insertInChunks(rows.breadcrumbs, (data) => tx.productBreadcrumb.createMany({ data: data }));
        await insertInChunks(rows.covered, (data) => tx.giftVoucherExperience.createMany({ data: data }));
        added[kind] = missing;
      }
    },
    { maxWait: 30_000, timeout: 300_000 },
  );
  return added;
}

export interface BenchPaths {
  gift: string;
  tour: string;
  landing: string;
  post: string;
}

/** One demo page of each kind the bench loads (the seeded originals, not the clones). */
export async function findBenchPaths(prisma: PrismaClient): Promise<BenchPaths> {
  const original = { published: true, slug: { not: { contains: '-bench-' } } };
  const [gift, tour, landing, post] = await Promise.all([
    prisma.product.findFirstOrThrow({ where: { kind: ProductKind.GIFT_VOUCHER, ...original }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    prisma.product.findFirstOrThrow({ where: { kind: ProductKind.EXPERIENCE, ...original }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    prisma.landing.findFirstOrThrow({ where: { published: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    prisma.post.findFirstOrThrow({ where: { published: true }, orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }] }),
  ]);
  return { gift: `/gift/${gift.slug}`, tour: `/booking/${tour.slug}`, landing: `/${landing.urlPath}`, post: `/blog/${post.slug}` };
}
