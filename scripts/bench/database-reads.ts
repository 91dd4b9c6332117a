import type { PrismaClient } from '../../src/generated/prisma/client';

const ROUNDS = 60;

export interface DatabaseRead {
  read: string;
  /** Median time of the read ÷ median time of a `SELECT 1` round trip on the same connection. */
  timesBaseline: number;
}

async function measureMedianMs(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 5; i++) await work(); // warm caches and prepared plans
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

/**
 * How the storefront's database reads scale, as ratios of a one-row `SELECT 1` round trip on
 * the same connection in the same run, so figures compare across machines. Needs DATABASE_URL
 * set before it is called: the server modules read it on first use.
 */
export async function measureDatabaseReads(): Promise<DatabaseRead[]> {
  const { getDatabase } = await import('../../src/server/db');
  const { catalogListParamsSchema } = await import('../../src/domains/catalog/schemas');
  const queries = await import('../../src/domains/catalog/server/queries');
  const prisma: PrismaClient = getDatabase();
  const anyExperience = await prisma.product.findFirstOrThrow({ where: { kind: 'EXPERIENCE', published: true } });
  const cases: [string, () => Promise<unknown>][] = [
    ['experience list, page 1', () => queries.listCatalogPage('EXPERIENCE', catalogListParamsSchema.parse({}), 'en-CA')],
    [
      'experience list, category + city + date filters',
      () => queries.listCatalogPage('EXPERIENCE', catalogListParamsSchema.parse({ category: 'adventure', city: 'toronto', date: '2026-12-05' }), 'en-CA'),
    ],
    ['gift list, sorted by price', () => queries.listCatalogPage('GIFT_VOUCHER', catalogListParamsSchema.parse({ sort: 'price-asc' }), 'en-CA')],
    ['search suggestions "halif"', () => queries.listSearchSuggestions('halif', 'en-CA')],
    ['tour page read', () => queries.getProductDetail('EXPERIENCE', anyExperience.slug, 'en-CA')],
  ];
  try {
    const baseline = await measureMedianMs(() => prisma.$queryRaw`SELECT 1`);
    const reads: DatabaseRead[] = [];
    for (const [read, work] of cases) reads.push({ read, timesBaseline: (await measureMedianMs(work)) / baseline });
    return reads;
  } finally {
    await prisma.$disconnect();
  }
}
