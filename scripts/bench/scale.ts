/**
 * Issue 28 goal 4: the shop grown to each size of BENCH_SCALES, and the p95 of each read of
 * scripts/bench/scale-reads.ts at each size. At 100,000 products the shop has the issue's
 * 100,000 customers with 1,000,000 ledger entries, 200,000 vouchers and 100,000 orders; smaller
 * sizes keep the same proportions (one customer and one order, two vouchers and ten ledger
 * entries per product). Rows are written by set-based SQL (INSERT … SELECT over generate_series),
 * so 100,000 products take seconds, not the hours row-by-row inserts would.
 */
import type { PrismaClient } from '../../src/generated/prisma/client';
import { CATALOGUE_TARGET } from './catalogue';
import type { ScaleReadTargets } from './scale-reads';

/** The smallest size: the bench's catalogue, which every ratio is taken against. */
export const BASE_SCALE = CATALOGUE_TARGET.EXPERIENCE + CATALOGUE_TARGET.GIFT_VOUCHER;
/** The largest size the embedded database is asked for (docs/performance.md). */
export const EMBEDDED_SCALE_LIMIT = 25_000;
const ACCOUNT_ENTRIES = 1_000; // the ledger entries of the customer whose account page is read
const ENTRIES_PER_CUSTOMER = 10;
const VOUCHERS_PER_ORDER = 2;
const MIN_ROUNDS = 20;
const MAX_ROUNDS = 200;
const SECONDS_PER_READ = 4;

/** BENCH_SCALES ("2500,25000,100000"), in order; 2,500 alone by default. Each size is at least 2,500. */
export function readScales(value: string | undefined): number[] {
  const sizes = (value ?? String(BASE_SCALE))
    .split(',')
    .map((size) => Number(size.trim().replace(/_/g, '')))
    .filter((size) => Number.isInteger(size) && size >= BASE_SCALE);
  return [...new Set([BASE_SCALE, ...sizes])].sort((a, b) => a - b);
}

async function countRows(prisma: PrismaClient, table: string, idPrefix: string): Promise<number> {
  const [row] = await prisma.$queryRawUnsafe<{ count: bigint }[]>(`SELECT count(*) AS count FROM "${table}" WHERE "id" LIKE $1`, `${idPrefix}%`);
  return Number(row?.count ?? 0);
}

/** The columns of `table` an INSERT may name (generated ones are the database's). */
async function insertableColumns(prisma: PrismaClient, table: string): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ column_name: string }[]>`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`;
  return rows.map((row) => row.column_name);
}

/**
 * Copies of published products (with their pictures and tags: lists and search show them) until
 * `size` are published, cycling through the products that are not copies themselves.
 */
async function growProducts(prisma: PrismaClient, size: number): Promise<void> {
  const [{ count } = { count: 0n }] = await prisma.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count FROM "Product" WHERE "published"`;
  const missing = size - Number(count);
  if (missing <= 0) return;
  const first = (await countRows(prisma, 'Product', 'scale-')) + 1;
  const overrides: Record<string, string> = {
    id: `'scale-' || g`,
    slug: `s."slug" || '-scale-' || g`,
    title: `s."title" || ' ' || g`,
    createdAt: 'now()',
    updatedAt: 'now()',
  };
  const columns = await insertableColumns(prisma, 'Product');
  const imageColumns = (await insertableColumns(prisma, 'ProductImage')).filter((column) => column !== 'id' && column !== 'productId');
  // Copy g is of source number g mod the number of sources, in every statement alike.
  const copies = `
    WITH sources AS (
      SELECT p.*, row_number() OVER (ORDER BY p."id") - 1 AS rn FROM "Product" p WHERE p."published" AND p."id" NOT LIKE 'scale-%'
    ), copies AS (
      SELECT g, s.* FROM generate_series($1::int, $2::int) g JOIN sources s ON s.rn = g % (SELECT count(*) FROM sources)
    )`;
  const statements = [
    `${copies}
    INSERT INTO "Product" (${columns.map((column) => `"${column}"`).join(', ')})
    SELECT ${columns.map((column) => overrides[column] ?? `s."${column}"`).join(', ')} FROM copies s`,
    `${copies}
    INSERT INTO "ProductTag" ("productId", "tagId")
    SELECT 'scale-' || s.g, t."tagId" FROM copies s JOIN "ProductTag" t ON t."productId" = s."id"`,
    `${copies}
    INSERT INTO "ProductImage" ("id", "productId", ${imageColumns.map((column) => `"${column}"`).join(', ')})
    SELECT i."id" || '-scale-' || s.g, 'scale-' || s.g, ${imageColumns.map((column) => `i."${column}"`).join(', ')}
    FROM copies s JOIN "ProductImage" i ON i."productId" = s."id"`,
  ];
  for (const statement of statements) await prisma.$executeRawUnsafe(statement, first, first + missing - 1);
}

/**
 * Customers numbered `first`…`last`, each with ENTRIES_PER_CUSTOMER ledger entries (credits of
 * $50 and debits of $30 in turn, a month apart, over the last two years) and one paid order of
 * two $80 vouchers: half still ISSUED, the rest activated or void.
 */
async function growAccountsAndSales(prisma: PrismaClient, first: number, last: number, giftId: string): Promise<void> {
  if (last < first) return;
  const range = [first, last] as const;
  await prisma.$executeRawUnsafe(
    `
    INSERT INTO "User" ("id", "email", "firstName", "lastName", "passwordHash", "balanceCents", "createdAt", "updatedAt")
    SELECT 'scale-user-' || g, 'scale-' || g || '@example.com', 'Casey', 'Customer ' || g, 'not-used',
           ${(ENTRIES_PER_CUSTOMER / 2) * 2_000}, now() - (g % 720) * interval '1 day', now()
    FROM generate_series($1::int, $2::int) g`,
    ...range,
  );
  await prisma.$executeRawUnsafe(
    `
    INSERT INTO "BalanceEntry" ("id", "userId", "kind", "amountCents", "balanceAfterCents", "idempotencyKey", "reference", "createdAt")
    SELECT 'scale-entry-' || g || '-' || k, 'scale-user-' || g,
           (CASE WHEN k % 2 = 1 THEN 'VOUCHER_ACTIVATION' ELSE 'BOOKING_DEBIT' END)::"BalanceEntryKind",
           CASE WHEN k % 2 = 1 THEN 5000 ELSE -3000 END, ((k + 1) / 2) * 5000 - (k / 2) * 3000,
           'scale-entry-' || g || '-' || k, 'Bench', now() - (g % 720) * interval '1 day' + k * interval '1 hour'
    FROM generate_series($1::int, $2::int) g, generate_series(1, ${ENTRIES_PER_CUSTOMER}) k`,
    ...range,
  );
  await prisma.$executeRawUnsafe(
    `
    INSERT INTO "Order" ("id", "number", "idempotencyKey", "userId", "email", "buyerName", "status", "subtotalCents", "totalCents",
                         "termsVersion", "termsAcceptedAt", "paidAt", "createdAt", "updatedAt")
    SELECT 'scale-order-' || g, 'S' || lpad(g::text, 8, '0'), 'scale-order-' || g, 'scale-user-' || g, 'scale-' || g || '@example.com',
           'Casey Customer ' || g, 'PAID', 16000, 16000, 'bench', now() - (g % 720) * interval '1 day',
           now() - (g % 720) * interval '1 day', now() - (g % 720) * interval '1 day', now()
    FROM generate_series($1::int, $2::int) g`,
    ...range,
  );
  await prisma.$executeRawUnsafe(
    `
    INSERT INTO "OrderItem" ("id", "orderId", "productId", "kind", "title", "unitPriceCents", "quantity")
    SELECT 'scale-item-' || g, 'scale-order-' || g, $3, 'GIFT_VOUCHER', 'Bench gift', 8000, ${VOUCHERS_PER_ORDER}
    FROM generate_series($1::int, $2::int) g`,
    ...range,
    giftId,
  );
  await prisma.$executeRawUnsafe(
    `
    INSERT INTO "Voucher" ("id", "certificateHash", "certificateCiphertext", "certificateLast4", "valueCents", "status", "productId",
                           "orderItemId", "purchaserId", "recipientName", "recipientEmail", "activatedById", "activatedAt", "createdAt")
    SELECT 'scale-voucher-' || g || '-' || v, md5('hash-' || g || '-' || v) || md5('more-' || g || '-' || v), 'bench',
           upper(substr(md5(g || '-' || v), 1, 4)), 8000,
           (CASE WHEN v = 1 THEN 'ISSUED' WHEN g % 5 = 0 THEN 'VOID' ELSE 'ACTIVATED' END)::"VoucherStatus",
           $3, 'scale-item-' || g, 'scale-user-' || g, 'Robin ' || g, 'robin-' || g || '@example.com',
           CASE WHEN v > 1 AND g % 5 <> 0 THEN 'scale-user-' || g END,
           CASE WHEN v > 1 AND g % 5 <> 0 THEN now() - (g % 720) * interval '1 day' + interval '2 days' END,
           now() - (g % 720) * interval '1 day'
    FROM generate_series($1::int, $2::int) g, generate_series(1, ${VOUCHERS_PER_ORDER}) v`,
    ...range,
    giftId,
  );
}

/** The customer whose account page is read: ACCOUNT_ENTRIES ledger entries at every size. */
async function ensureAccountCustomer(prisma: PrismaClient): Promise<string> {
  const id = 'scale-account';
  if (await prisma.user.findUnique({ where: { id }, select: { id: true } })) return id;
  await prisma.$executeRawUnsafe(
    `
    INSERT INTO "User" ("id", "email", "firstName", "lastName", "passwordHash", "balanceCents", "updatedAt")
    VALUES ($1, 'scale-account@example.com', 'Alex', 'Account', 'not-used', ${(ACCOUNT_ENTRIES / 2) * 2_000}, now())`,
    id,
  );
  await prisma.$executeRawUnsafe(
    `
    INSERT INTO "BalanceEntry" ("id", "userId", "kind", "amountCents", "balanceAfterCents", "idempotencyKey", "reference", "createdAt")
    SELECT 'scale-account-entry-' || k, $1, (CASE WHEN k % 2 = 1 THEN 'VOUCHER_ACTIVATION' ELSE 'BOOKING_DEBIT' END)::"BalanceEntryKind",
           CASE WHEN k % 2 = 1 THEN 5000 ELSE -3000 END, ((k + 1) / 2) * 5000 - (k / 2) * 3000,
           'scale-account-entry-' || k, 'Bench', now() - interval '3 years' + k * interval '1 day'
    FROM generate_series(1, ${ACCOUNT_ENTRIES}) k`,
    id,
  );
  return id;
}

/** A voucher whose number the bench knows, as activation looks it up (by the HMAC of the number). */
async function ensureLookupVoucher(prisma: PrismaClient): Promise<string> {
  const id = 'scale-lookup';
  const { readCertificateNumber } = await import('../../src/domains/vouchers/server/service');
  if (await prisma.voucher.findUnique({ where: { id }, select: { id: true } })) return readCertificateNumber(id, prisma);
  const { generateCertificateNumber, sealCertificateNumber } = await import('../../src/domains/vouchers/lib/certificate-code');
  const { getServerEnv } = await import('../../src/server/env');
  const env = getServerEnv();
  const number = generateCertificateNumber();
  const sealed = sealCertificateNumber(number, { hashKey: env.CERTIFICATE_HASH_KEY, encryptionKey: env.CERTIFICATE_ENCRYPTION_KEY });
  await prisma.voucher.create({ data: { id, ...sealed, valueCents: 8000, recipientName: 'Robin', recipientEmail: 'robin@example.com' } });
  return number;
}

/** Grows the shop to `size` products (and its accounts and sales in proportion); returns what the reads look up. */
export async function growShop(prisma: PrismaClient, size: number): Promise<ScaleReadTargets> {
  await growProducts(prisma, size);
  const gift = await prisma.product.findFirstOrThrow({
    where: { kind: 'GIFT_VOUCHER', published: true, id: { not: { startsWith: 'scale-' } }, slug: { not: { contains: '-bench-' } } },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    select: { id: true, slug: true },
  });
  const customers = await countRows(prisma, 'User', 'scale-user-');
  await growAccountsAndSales(prisma, customers + 1, size, gift.id);
  const customerId = await ensureAccountCustomer(prisma);
  const certificateNumber = await ensureLookupVoucher(prisma);
  // Fresh statistics, and a visibility map for index-only scans, as autovacuum would give a shop this size.
  for (const table of ['Product', 'ProductTag', 'ProductImage', 'User', 'BalanceEntry', 'Order', 'OrderItem', 'Voucher']) {
    await prisma.$executeRawUnsafe(`VACUUM ANALYZE "${table}"`);
  }
  return { searchText: 'kayak', filter: { category: 'adventure', city: 'toronto' }, giftSlug: gift.slug, customerId, certificateNumber };
}

/** p95 and median of `work` in ms: a few warm-ups, then at least MIN_ROUNDS and about SECONDS_PER_READ of rounds. */
export async function measureP95(work: () => Promise<unknown>): Promise<{ p95Ms: number; p50Ms: number; rounds: number }> {
  for (let i = 0; i < 3; i++) await work();
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < MIN_ROUNDS || (samples.length < MAX_ROUNDS && performance.now() - started < SECONDS_PER_READ * 1000)) {
    const begun = performance.now();
    await work();
    samples.push(performance.now() - begun);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.ceil(share * samples.length) - 1)] ?? Number.NaN;
  return { p95Ms: at(0.95), p50Ms: at(0.5), rounds: samples.length };
}

export interface ScaleSize {
  products: number;
  customers: number;
  ledgerEntries: number;
  vouchers: number;
  orders: number;
  /** Seconds the growth to this size took. */
  growSeconds: number;
}

export interface ScaleFigures {
  sizes: ScaleSize[];
  /** One row per read: p95 and p50 in ms at each size, in the order of `sizes`. */
  reads: { read: string; p95Ms: number[]; p50Ms: number[] }[];
  /** Set when the database could not be asked for every size of BENCH_SCALES. */
  note?: string;
}

async function countShop(prisma: PrismaClient): Promise<Omit<ScaleSize, 'growSeconds'>> {
  const [row] = await prisma.$queryRaw<Record<'products' | 'customers' | 'ledgerEntries' | 'vouchers' | 'orders', bigint>[]>`
    SELECT (SELECT count(*) FROM "Product" WHERE "published") AS products, (SELECT count(*) FROM "User" WHERE "role" = 'CUSTOMER') AS customers,
           (SELECT count(*) FROM "BalanceEntry") AS "ledgerEntries", (SELECT count(*) FROM "Voucher") AS vouchers, (SELECT count(*) FROM "Order") AS orders`;
  if (!row) throw new Error('The shop could not be counted');
  return { products: Number(row.products), customers: Number(row.customers), ledgerEntries: Number(row.ledgerEntries), vouchers: Number(row.vouchers), orders: Number(row.orders) };
}

/**
 * Grows the shop at DATABASE_URL to each size in turn and measures every read there. Needs
 * DATABASE_URL set before it is called: the server modules read it on first use.
 */
export async function measureScale(prisma: PrismaClient, sizes: number[], log: (message: string) => void): Promise<ScaleFigures> {
  const { listScaleReads } = await import('./scale-reads');
  const { disconnectDatabase } = await import('../../src/server/db');
  const figures: ScaleFigures = { sizes: [], reads: [] };
  try {
    for (const size of sizes) {
      log(`scale: growing the shop to ${size} products`);
      const started = performance.now();
      const targets = await growShop(prisma, size);
      figures.sizes.push({ ...(await countShop(prisma)), growSeconds: (performance.now() - started) / 1000 });
      for (const read of await listScaleReads(targets)) {
        // A read that fails is a gap in its row, not the end of a run that took minutes to grow.
        const { p95Ms, p50Ms } = await measureP95(read.run).catch((error: unknown) => {
          log(`scale ${size}: ${read.name} FAILED: ${error instanceof Error ? error.message : String(error)}`);
          return { p95Ms: Number.NaN, p50Ms: Number.NaN };
        });
        let row = figures.reads.find((existing) => existing.read === read.name);
        if (!row) figures.reads.push((row = { read: read.name, p95Ms: [], p50Ms: [] }));
        row.p95Ms.push(p95Ms);
        row.p50Ms.push(p50Ms);
        log(`scale ${size}: ${read.name} p95 ${p95Ms.toFixed(1)} ms`);
      }
    }
    return figures;
  } finally {
    await disconnectDatabase();
  }
}
