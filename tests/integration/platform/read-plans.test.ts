import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaClient } from '@/generated/prisma/client';
import { readCertificateNumber } from '@/domains/vouchers/server/service';
import { getDatabase } from '@/server/db';
import { listScaleReads, type ScaleRead } from '../../../scripts/bench/scale-reads';
import { createProduct, createTag } from '../catalog/catalog-fixtures';
import { createCustomer } from '../money/money-fixtures';
import { activateForNewCustomer, createGift, placePaidOrder } from '../sales/sales-fixtures';

// Issue 28 goal 4: the reads whose cost must grow slowly with the shop may not read a large table
// whole. Each read runs through its service on a client that records the SQL it sends; each
// statement is then EXPLAINed with sequential scans priced out, so that even these few rows show
// whether an index can serve it (on a big table the planner picks that index by itself). Seeded
// with a few rows, it takes seconds; scripts/bench.ts times the same reads on a grown shop.

type PgAdapter = Awaited<ReturnType<PrismaPg['connect']>>;
type SqlQuery = Parameters<PgAdapter['queryRaw']>[0];

/** The tables that grow with the shop (issue 28: products, the ledger, vouchers, orders; and their lines, and customers). */
const LARGE_TABLES = ['Product', 'BalanceEntry', 'Voucher', 'Order', 'OrderItem', 'User'];

const BLOCKING_NODES = new Set(['Sort', 'Aggregate', 'Hash', 'Materialize', 'WindowAgg', 'SetOp', 'Unique']);

let adapter: PgAdapter | undefined;
const recorded: SqlQuery[] = [];
const recordingClient = new PrismaClient({
  adapter: {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    async connect() {
      const connected = await new PrismaPg({ connectionString: process.env.DATABASE_URL, max: 1 }).connect();
      const queryRaw = connected.queryRaw.bind(connected);
      connected.queryRaw = (query) => {
        recorded.push(query);
        return queryRaw(query);
      };
      adapter = connected;
      return connected;
    },
  },
});

/** The SELECTs `read` sends, on the recording client standing in for the shared one. */
async function captureSelects(read: ScaleRead): Promise<SqlQuery[]> {
  const shared = globalThis as typeof globalThis & { prisma?: PrismaClient };
  const previous = shared.prisma;
  recorded.length = 0;
  shared.prisma = recordingClient;
  try {
    await read.run();
  } finally {
    shared.prisma = previous;
  }
  return recorded.filter((query) => /^\s*(WITH|SELECT)\b/i.test(query.sql));
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };

/** True when a bitmap's index scans have a condition (a bitmap of a whole index has none). */
function hasIndexCondition(node: PlanNode): boolean {
  return node['Index Cond'] !== undefined || (node.Plans ?? []).some(hasIndexCondition);
}

/** The plan's scans of a large table that read it whole: a Seq Scan, or an index walked without a condition or a LIMIT above it. */
async function findWholeTableScans(query: SqlQuery): Promise<{ table: string; node: string }[]> {
  if (!adapter) throw new Error('The recording client never connected');
  const tx = await adapter.startTransaction();
  let plan: PlanNode;
  try {
    // Joins too: on a few rows, a hash join reading a whole table looks cheaper than the lookups by
    // key a big table gets. (Bitmap scans stay: the full-text and trigram indexes have no other.)
    for (const setting of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin']) {
      await tx.executeRaw({ sql: `SET LOCAL ${setting} = off`, args: [], argTypes: [] });
    }
    const result = await tx.queryRaw({ ...query, sql: `EXPLAIN (FORMAT JSON) ${query.sql}` });
    const cell = result.rows[0]?.[0];
    plan = (JSON.parse(typeof cell === 'string' ? cell : JSON.stringify(cell)) as { Plan: PlanNode }[])[0]!.Plan;
  } finally {
    await tx.executeRaw({ sql: 'ROLLBACK', args: [], argTypes: [] });
    await tx.rollback();
  }
  // An OFFSET alone (Prisma's aggregates wrap their rows in one) is a Limit node that bounds nothing.
  const hasLimit = /\bLIMIT\b/i.test(query.sql);
  const found: { table: string; node: string }[] = [];
  const walk = (node: PlanNode, underLimit: boolean) => {
    const table = node['Relation Name'];
    if (table && LARGE_TABLES.includes(table)) {
      const whole =
        node['Node Type'] === 'Seq Scan' ||
        (/^Index/.test(node['Node Type']) && !node['Index Cond'] && !underLimit) ||
        (node['Node Type'] === 'Bitmap Heap Scan' && !hasIndexCondition(node));
      if (whole) found.push({ table, node: node['Node Type'] });
    }
    // A LIMIT stops the scan below it early, unless a node between them must first read everything.
    const bounded = (underLimit || (node['Node Type'] === 'Limit' && hasLimit)) && !BLOCKING_NODES.has(node['Node Type']);
    for (const child of node.Plans ?? []) walk(child, bounded);
  };
  walk(plan, false);
  return found;
}

let reads: ScaleRead[];

beforeAll(async () => {
  const db = getDatabase();
  const tag = await createTag(db, 'adventure');
  await createProduct(db, { city: 'Toronto', tagIds: [tag.id], title: 'Kayak tour of the islands' });
  const gift = await createGift({ title: 'Kayak day for two' });
  const giftSlug = (await db.product.findUniqueOrThrow({ where: { id: gift.id }, select: { slug: true } })).slug;
  const order = await placePaidOrder([gift, gift]);
  const { customerId } = await activateForNewCustomer(order.voucherIds[0]!);
  await createCustomer(db, 1_000);
  reads = await listScaleReads({
    searchText: 'kayak',
    filter: { category: 'adventure', city: 'toronto' },
    giftSlug,
    customerId,
    certificateNumber: await readCertificateNumber(order.voucherIds[1]!),
  });
});

afterAll(async () => {
  await recordingClient.$disconnect();
});

/**
 * Reads allowed to read a large table whole (docs/performance.md, "Goal 4"): none since the
 * liability report keeps closed months' sums and the back-office lists count at most 10,001 rows.
 * A read that must be let through is named here ("read: Table"), so that a new whole-table read
 * fails, and a fixed one must come off the list.
 */
const KNOWN_WHOLE_TABLE_READS: string[] = [];

describe('the reads that must stay cheap as the shop grows', () => {
  it('read a large table only through an index, but for the known whole-table reads', async () => {
    const scans = new Map<string, string[]>();
    for (const read of reads) {
      const selects = await captureSelects(read);
      expect(selects.length, `${read.name} sent no SELECT`).toBeGreaterThan(0);
      for (const query of selects) {
        for (const scan of await findWholeTableScans(query)) {
          const key = `${read.name}: ${scan.table}`;
          scans.set(key, [...(scans.get(key) ?? []), `${scan.node}: ${query.sql}`]);
        }
      }
    }
    const unexpected = [...scans].filter(([key]) => !KNOWN_WHOLE_TABLE_READS.includes(key));
    expect(unexpected.map(([key, plans]) => `${key}\n${plans.join('\n')}`)).toEqual([]);
    expect([...scans.keys()].sort()).toEqual([...KNOWN_WHOLE_TABLE_READS].sort());
  });
});
