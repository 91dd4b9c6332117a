import 'server-only';
import type { DatabaseClient } from '@/server/db';

/**
 * Credits, debits and entries of every balance per Toronto month of the movement, for the
 * movements from `from` until before `until` (by the ledger's index on "createdAt").
 */
export function sumBalanceMovementsByMonth(db: DatabaseClient, from: Date, until: Date) {
  return db.$queryRaw<{ month: string; credits: bigint | number | null; debits: bigint | number | null; entries: bigint | number }[]>`
    SELECT "liability_month_of"("createdAt") AS month,
           sum("amountCents") FILTER (WHERE "amountCents" > 0) AS credits,
           -sum("amountCents") FILTER (WHERE "amountCents" < 0) AS debits,
           count(*) AS entries
    FROM "BalanceEntry" WHERE "createdAt" >= ${from.toISOString()}::timestamp AND "createdAt" < ${until.toISOString()}::timestamp
    GROUP BY 1`;
}

/** When the first ledger entry was written (by the same index), or null for an empty ledger. */
export async function findFirstBalanceEntryTime(db: DatabaseClient): Promise<Date | null> {
  const first = await db.balanceEntry.findFirst({ orderBy: { createdAt: 'asc' }, select: { createdAt: true } });
  return first?.createdAt ?? null;
}
