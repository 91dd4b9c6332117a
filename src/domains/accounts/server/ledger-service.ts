import 'server-only';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import {
  appendBalanceEntry,
  findBalanceEntryByKey,
  findBalanceMismatches,
  findNegativeBalances,
  findVoucherCreditMismatches,
  type AppendBalanceEntryInput,
  type BalanceEntryRecord,
} from './repository-ledger';
import { sumCustomerBalances } from './repository-back-office';

/**
 * Records one balance movement in its own transaction, or in the caller's (checkout, booking).
 * When a concurrent request with the same idempotency key commits first, our transaction has
 * rolled back; if it was ours, running it again replays the committed entry.
 */
export async function recordBalanceEntry(
  input: AppendBalanceEntryInput,
  db?: DatabaseClient,
): Promise<{ entry: BalanceEntryRecord; replayed: boolean }> {
  const ownsTransaction = !db || '$transaction' in db;
  try {
    return await runInTransaction(db, (tx) => appendBalanceEntry(tx, input));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (ownsTransaction) {
      try {
        return await runInTransaction(db, (tx) => appendBalanceEntry(tx, input));
      } catch (retryError) {
        if (!isUniqueViolation(retryError)) throw retryError;
      }
    }
    // Still a duplicate: e.g. the voucher was already credited under another key.
    throw new AppError('conflict', 'This balance movement was already recorded.');
  }
}

/** How much the movement recorded under this key moved, or null: a replayed request answers what the first one did. */
export async function findRecordedAmountCents(idempotencyKey: string, db?: DatabaseClient): Promise<number | null> {
  return (await findBalanceEntryByKey(getDatabase(db), idempotencyKey))?.amountCents ?? null;
}

/** The dashboard's share of what the shop owes: every customer balance (from the cached balances the ledger keeps). */
export function getCustomerBalanceTotal(db?: DatabaseClient): Promise<{ customers: number; balanceCents: number }> {
  return sumCustomerBalances(getDatabase(db));
}

export type LedgerDiscrepancy =
  | { kind: 'balance_differs_from_ledger'; userId: string; cachedCents: number; ledgerCents: number }
  | { kind: 'negative_balance'; userId: string; cachedCents: number }
  | { kind: 'voucher_credits'; voucherId: string; status: string; credits: number };

/**
 * The ledger's invariants, checked against the whole database: every cached balance is the sum
 * of its entries, none is negative, every activated voucher was credited exactly once and no
 * unactivated one was. An empty list means the books balance. Tests run it after each case, and
 * the back office can run it on demand.
 */
export async function reconcileLedger(db?: DatabaseClient): Promise<LedgerDiscrepancy[]> {
  const database = getDatabase(db);
  const mismatches = await findBalanceMismatches(database);
  const negatives = await findNegativeBalances(database);
  const voucherCredits = await findVoucherCreditMismatches(database);
  return [
    ...mismatches.map((row) => ({ kind: 'balance_differs_from_ledger' as const, ...row })),
    ...negatives.map((row) => ({ kind: 'negative_balance' as const, ...row })),
    ...voucherCredits.map((row) => ({ kind: 'voucher_credits' as const, ...row })),
  ];
}
