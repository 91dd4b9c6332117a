import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { findFirstBalanceEntryTime, sumBalanceMovementsByMonth } from './repository-ledger-report';

export type BalanceMovementsOfMonth = { month: string; creditsCents: number; debitsCents: number; entryCount: number };

/**
 * For the liability report: what went onto and off customers' balances each month, for the
 * movements from `from` until before `until`. Summed over every month, credits less debits are
 * what customers hold: each cached balance moves only with its ledger entry, in one transaction.
 */
export async function summarizeBalanceMovements(range: { from: Date; until: Date }, db?: DatabaseClient): Promise<BalanceMovementsOfMonth[]> {
  const rows = await sumBalanceMovementsByMonth(getDatabase(db), range.from, range.until);
  return rows.map((row) => ({ month: row.month, creditsCents: Number(row.credits ?? 0), debitsCents: Number(row.debits ?? 0), entryCount: Number(row.entries) }));
}

/** When the first balance movement happened, or null if none has. */
export function findFirstBalanceMovementTime(db?: DatabaseClient): Promise<Date | null> {
  return findFirstBalanceEntryTime(getDatabase(db));
}
