import 'server-only';
import { isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { appendBalanceEntry, type AppendBalanceEntryInput, type BalanceEntryRecord } from './repository-ledger';

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
