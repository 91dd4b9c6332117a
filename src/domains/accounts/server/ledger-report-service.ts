import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { sumBalanceMovementsByMonth, sumCustomerBalances } from './repository-ledger-report';

export type BalanceMovementsOfMonth = { month: string; creditsCents: number; debitsCents: number };

/** For the liability report: what went onto and off customers' balances each month, and what they hold now. */
export async function summarizeCustomerBalances(db?: DatabaseClient): Promise<{ months: BalanceMovementsOfMonth[]; totalCents: number }> {
  const database = getDatabase(db);
  const rows = await sumBalanceMovementsByMonth(database);
  return {
    months: rows.map((row) => ({ month: row.month, creditsCents: Number(row.credits ?? 0), debitsCents: Number(row.debits ?? 0) })),
    totalCents: await sumCustomerBalances(database),
  };
}
