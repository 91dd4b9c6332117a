import 'server-only';
import type { DatabaseClient } from '@/server/db';

/** Credits and debits of every balance, per Toronto month of the movement (timestamps are stored as UTC). */
export function sumBalanceMovementsByMonth(db: DatabaseClient) {
  return db.$queryRaw<{ month: string; credits: bigint | number | null; debits: bigint | number | null }[]>`
    SELECT to_char(("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'America/Toronto', 'YYYY-MM') AS month,
           sum("amountCents") FILTER (WHERE "amountCents" > 0) AS credits,
           -sum("amountCents") FILTER (WHERE "amountCents" < 0) AS debits
    FROM "BalanceEntry" GROUP BY 1`;
}

/** What the shop owes its customers now: the sum of the cached balances. */
export async function sumCustomerBalances(db: DatabaseClient): Promise<number> {
  const result = await db.user.aggregate({ _sum: { balanceCents: true } });
  return result._sum.balanceCents ?? 0;
}
