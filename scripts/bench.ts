/**
 * `npm run bench`: how the storefront's database reads scale, measured against a one-row
 * `SELECT 1` round trip on the same connection in the same run (ratios, not absolute times,
 * so figures compare across machines). Runs on a fresh in-memory database with the demo data.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedDatabase } from './lib/embedded-database';
import { applyMigrations } from './lib/prisma-cli';

const ROUNDS = 60;

async function medianMs(work: () => Promise<unknown>): Promise<number> {
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

async function main(): Promise<void> {
  const database = process.env.DATABASE_URL ? null : await startEmbeddedDatabase();
  process.env.DATABASE_URL ??= database?.url;
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('No database');
  try {
    await applyMigrations(url);
    // Imported after DATABASE_URL is set: the server modules read it on first use.
    const { getPrisma } = await import('../src/server/db');
    const { seedDemoData } = await import('../prisma/seed/seed-demo-data');
    const { catalogListParamsSchema } = await import('../src/domains/catalog/schemas');
    const queries = await import('../src/domains/catalog/server/queries');
    const prisma = getPrisma();
    await seedDemoData(prisma, {
      uploadsDir: mkdtempSync(join(tmpdir(), 'bench-uploads-')),
      staff: { email: 'staff@example.com', password: 'Staff-Passw0rd!' },
      customer: { email: 'customer@example.com', password: 'Customer-Passw0rd!' },
    });
    const anyExperience = await prisma.product.findFirstOrThrow({ where: { kind: 'EXPERIENCE', published: true } });

    const cases: [string, () => Promise<unknown>][] = [
      ['experience list, page 1', () => queries.listCatalogPage('EXPERIENCE', catalogListParamsSchema.parse({}))],
      [
        'experience list, category + city + date filters',
        () => queries.listCatalogPage('EXPERIENCE', catalogListParamsSchema.parse({ category: 'adventure', city: 'toronto', date: '2026-12-05' })),
      ],
      ['gift list, sorted by price', () => queries.listCatalogPage('GIFT_VOUCHER', catalogListParamsSchema.parse({ sort: 'price-asc' }))],
      ['search suggestions "halif"', () => queries.listSearchSuggestions('halif')],
      ['tour page read', () => queries.getProductDetail('EXPERIENCE', anyExperience.slug)],
    ];

    const baseline = await medianMs(() => prisma.$queryRaw`SELECT 1`);
    console.log(`baseline: SELECT 1 round trip, median of ${ROUNDS} (${database ? 'embedded PGlite' : 'DATABASE_URL'})`);
    console.log('read'.padEnd(52), 'x baseline');
    for (const [name, work] of cases) {
      const ratio = (await medianMs(work)) / baseline;
      console.log(name.padEnd(52), ratio.toFixed(1));
    }
    await prisma.$disconnect();
  } finally {
    await database?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
