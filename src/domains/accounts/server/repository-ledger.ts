import 'server-only';
import type { BalanceEntryKind } from '@/generated/prisma/enums';
import type { DatabaseClient, TransactionClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { refuseReusedIdempotencyKey } from '@/server/idempotency';

export type AppendBalanceEntryInput = {
  userId: string;
  kind: BalanceEntryKind;
  /** Signed: credits positive, debits negative. */
  amountCents: number;
  /** Names the movement, e.g. `voucher-activation:<voucherId>`; the same key never applies twice. */
  idempotencyKey: string;
  reference: string;
  voucherId?: string;
  bookingId?: string;
  orderId?: string;
  paymentId?: string;
  staffId?: string;
  staffReason?: string;
};

const balanceEntrySelect = {
  id: true,
  userId: true,
  kind: true,
  amountCents: true,
  balanceAfterCents: true,
  idempotencyKey: true,
  reference: true,
  createdAt: true,
} as const;

export type BalanceEntryRecord = {
  id: string;
  userId: string;
  kind: BalanceEntryKind;
  amountCents: number;
  balanceAfterCents: number;
  idempotencyKey: string;
  reference: string;
  createdAt: Date;
};

/**
 * Moves money on an account: ONE conditional update of the cached balance, which matches no row
 * when the result would be negative (so there is no read-then-write race), then the ledger entry
 * with the balance after it. Runs inside the caller's transaction, so both commit together.
 *
 * Idempotency: a key that is already in the ledger returns that entry with `replayed: true` and
 * changes nothing; the same key with another account, kind or amount is a `conflict`. Two
 * concurrent calls with one key: the second insert waits on the unique index and then fails,
 * which rolls back its transaction, balance change included.
 */
export async function appendBalanceEntry(
  tx: TransactionClient,
  input: AppendBalanceEntryInput,
): Promise<{ entry: BalanceEntryRecord; replayed: boolean }> {
  // The balance update and the entry must commit or fail together.
  if ('$transaction' in tx) throw new Error('appendBalanceEntry must run inside a transaction');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents === 0) {
    throw new AppError('invalid_input', 'A balance movement is a whole, non-zero number of cents.');
  }

  const existing = await tx.balanceEntry.findUnique({ where: { idempotencyKey: input.idempotencyKey }, select: balanceEntrySelect });
  if (existing) {
    if (existing.userId !== input.userId || existing.kind !== input.kind || existing.amountCents !== input.amountCents) {
      throw refuseReusedIdempotencyKey('a different balance movement');
    }
    return { entry: existing, replayed: true };
  }

  const updated = await tx.$queryRaw<{ balanceCents: number }[]>`
    UPDATE "User"
    SET "balanceCents" = "balanceCents" + ${input.amountCents}::int, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE "id" = ${input.userId} AND "balanceCents" + ${input.amountCents}::int >= 0
    RETURNING "balanceCents"`;
  const balanceAfterCents = updated[0]?.balanceCents;
  if (balanceAfterCents === undefined) {
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!user) throw new AppError('not_found', 'This account does not exist.');
    throw new AppError('insufficient_balance', 'The balance is too low for this amount.');
  }

  const entry = await tx.balanceEntry.create({
    data: {
      userId: input.userId,
      kind: input.kind,
      amountCents: input.amountCents,
      balanceAfterCents,
      idempotencyKey: input.idempotencyKey,
      reference: input.reference,
      voucherId: input.voucherId,
      bookingId: input.bookingId,
      orderId: input.orderId,
      paymentId: input.paymentId,
      staffId: input.staffId,
      staffReason: input.staffReason,
    },
    select: balanceEntrySelect,
  });
  return { entry, replayed: false };
}

export function findBalanceEntryByKey(db: DatabaseClient, idempotencyKey: string) {
  return db.balanceEntry.findUnique({ where: { idempotencyKey }, select: balanceEntrySelect });
}

/** Accounts whose cached balance differs from the sum of their ledger entries. */
export function findBalanceMismatches(db: DatabaseClient) {
  return db.$queryRaw<{ userId: string; cachedCents: number; ledgerCents: number }[]>`
    SELECT u."id" AS "userId", u."balanceCents" AS "cachedCents", COALESCE(SUM(e."amountCents"), 0)::int AS "ledgerCents"
    FROM "User" u LEFT JOIN "BalanceEntry" e ON e."userId" = u."id"
    GROUP BY u."id"
    HAVING u."balanceCents" <> COALESCE(SUM(e."amountCents"), 0)
    ORDER BY u."id"`;
}

/** Accounts below zero; the CHECK constraint forbids it, so a row here means the constraint is gone. */
export function findNegativeBalances(db: DatabaseClient) {
  return db.$queryRaw<{ userId: string; cachedCents: number }[]>`
    SELECT "id" AS "userId", "balanceCents" AS "cachedCents" FROM "User" WHERE "balanceCents" < 0 ORDER BY "id"`;
}

/** Activated vouchers without exactly one activation credit, and never-activated vouchers with one. */
export function findVoucherCreditMismatches(db: DatabaseClient) {
  return db.$queryRaw<{ voucherId: string; status: string; credits: number }[]>`
    SELECT v."id" AS "voucherId", v."status"::text AS "status", COUNT(e."id")::int AS "credits"
    FROM "Voucher" v
    LEFT JOIN "BalanceEntry" e ON e."voucherId" = v."id" AND e."kind" = 'VOUCHER_ACTIVATION'
    GROUP BY v."id"
    HAVING (v."status" = 'ACTIVATED' AND COUNT(e."id") <> 1) OR (v."status" = 'ISSUED' AND COUNT(e."id") > 0)
    ORDER BY v."id"`;
}
