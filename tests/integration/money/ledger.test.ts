import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appendBalanceEntry } from '@/domains/accounts/server/repository-ledger';
import { reconcileLedger, recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import { getDatabase, runInTransaction } from '@/server/db';
import { AppError } from '@/server/errors';
import { createCustomer, createKey, expectRefused } from './money-fixtures';

async function readBalance(userId: string): Promise<number> {
  return (await getDatabase().user.findUniqueOrThrow({ where: { id: userId }, select: { balanceCents: true } })).balanceCents;
}

async function credit(userId: string, amountCents: number, idempotencyKey = createKey('credit')) {
  return recordBalanceEntry({ userId, kind: 'REFUND', amountCents, idempotencyKey, reference: 'Test credit' });
}

describe('the balance ledger', () => {
  it('records a movement with the balance after it and updates the cached balance', async () => {
    const user = await createCustomer(getDatabase());
    const first = await credit(user.id, 5_000);
    const second = await recordBalanceEntry({
      userId: user.id,
      kind: 'BOOKING_DEBIT',
      amountCents: -1_200,
      idempotencyKey: createKey('debit'),
      reference: 'Booking',
    });
    expect(first).toMatchObject({ replayed: false, entry: { amountCents: 5_000, balanceAfterCents: 5_000 } });
    expect(second).toMatchObject({ replayed: false, entry: { amountCents: -1_200, balanceAfterCents: 3_800 } });
    expect(await readBalance(user.id)).toBe(3_800);
  });

  it('refuses to UPDATE or DELETE an entry, through Prisma or plain SQL', async () => {
    const user = await createCustomer(getDatabase());
    const { entry } = await credit(user.id, 1_000);
    const db = getDatabase();
    await expectRefused(db.balanceEntry.update({ where: { id: entry.id }, data: { amountCents: 1_000_000 } }), /append-only: UPDATE refused/);
    await expectRefused(db.balanceEntry.delete({ where: { id: entry.id } }), /append-only: DELETE refused/);
    await expectRefused(db.$executeRaw`UPDATE "BalanceEntry" SET "reference" = 'edited' WHERE "id" = ${entry.id}`, /append-only: UPDATE refused/);
    await expectRefused(db.$executeRaw`DELETE FROM "BalanceEntry" WHERE "userId" = ${user.id}`, /append-only: DELETE refused/);
    expect(await db.balanceEntry.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({ amountCents: 1_000, reference: 'Test credit' });
  });

  it('never lets the cached balance go below zero, even by a direct UPDATE', async () => {
    const user = await createCustomer(getDatabase(), 500);
    await expectRefused(
      getDatabase().user.update({ where: { id: user.id }, data: { balanceCents: -1 } }),
      /User_balanceCents_non_negative/,
    );
    await expectRefused(
      getDatabase().$executeRaw`UPDATE "User" SET "balanceCents" = "balanceCents" - 501 WHERE "id" = ${user.id}`,
      /User_balanceCents_non_negative/,
    );
    expect(await readBalance(user.id)).toBe(500);
  });

  it('refuses an overdraft with insufficient_balance and writes nothing', async () => {
    const user = await createCustomer(getDatabase());
    await credit(user.id, 3_000);
    const overdraft = recordBalanceEntry({
      userId: user.id,
      kind: 'BOOKING_DEBIT',
      amountCents: -3_001,
      idempotencyKey: createKey('debit'),
      reference: 'Too expensive',
    });
    await expect(overdraft).rejects.toMatchObject({ code: 'insufficient_balance' });
    await expect(overdraft).rejects.toBeInstanceOf(AppError);
    expect(await readBalance(user.id)).toBe(3_000);
    expect(await getDatabase().balanceEntry.count({ where: { userId: user.id } })).toBe(1);
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const user = await createCustomer(getDatabase());
    await credit(user.id, 1_000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        recordBalanceEntry({ userId: user.id, kind: 'BOOKING_DEBIT', amountCents: -300, idempotencyKey: createKey(`debit-${index}`), reference: 'Race' }),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of refused) expect(outcome.reason).toMatchObject({ code: 'insufficient_balance' });
    expect(await readBalance(user.id)).toBe(100);
    const entries = await getDatabase().balanceEntry.findMany({ where: { userId: user.id }, orderBy: { balanceAfterCents: 'desc' } });
    expect(entries.map((entry) => entry.balanceAfterCents)).toEqual([1_000, 700, 400, 100]);
  });

  it('replays a repeated idempotency key instead of applying it twice', async () => {
    const user = await createCustomer(getDatabase());
    const key = createKey('activation');
    const first = await credit(user.id, 2_500, key);
    const again = await credit(user.id, 2_500, key);
    expect(again).toEqual({ entry: first.entry, replayed: true });
    expect(await readBalance(user.id)).toBe(2_500);
    await expect(credit(user.id, 9_999, key)).rejects.toMatchObject({ code: 'idempotency_key_reused', status: 422 });
  });

  it('applies a key once when the same request arrives several times at once', async () => {
    const user = await createCustomer(getDatabase());
    const key = createKey('double-click');
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => credit(user.id, 700, key)));
    expect(new Set(outcomes.map((outcome) => outcome.entry.id)).size).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    expect(await readBalance(user.id)).toBe(700);
  });

  it('refuses a duplicate idempotency key at the database, whatever the code does', async () => {
    const user = await createCustomer(getDatabase());
    const { entry } = await credit(user.id, 400);
    await expectRefused(
      getDatabase().balanceEntry.create({
        data: { userId: user.id, kind: 'REFUND', amountCents: 400, balanceAfterCents: 800, idempotencyKey: entry.idempotencyKey, reference: 'Again' },
      }),
      /idempotencyKey|Unique constraint/,
    );
  });

  it('runs only inside a transaction, so the balance and its entry commit together', async () => {
    const user = await createCustomer(getDatabase());
    const input = { userId: user.id, kind: 'REFUND' as const, amountCents: 100, idempotencyKey: createKey('outside'), reference: 'x' };
    // The shared client fits the transaction type too, so the repository refuses it at run time.
    await expect(appendBalanceEntry(getDatabase(), input)).rejects.toThrow(/inside a transaction/);
    await expect(
      runInTransaction(undefined, async (tx) => {
        await appendBalanceEntry(tx, input);
        throw new Error('checkout failed later');
      }),
    ).rejects.toThrow('checkout failed later');
    expect(await readBalance(user.id)).toBe(0);
    expect(await getDatabase().balanceEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  it('reconciles: reports a cached balance that drifted from the ledger and an activated voucher never credited', async () => {
    const db = getDatabase();
    const user = await createCustomer(db);
    await credit(user.id, 2_500);
    expect(await reconcileLedger()).toEqual([]);

    await db.$executeRaw`UPDATE "User" SET "balanceCents" = "balanceCents" + 100 WHERE "id" = ${user.id}`;
    const voucher = await db.voucher.create({
      data: { certificateHash: randomBytes(32).toString('hex'), certificateCiphertext: 'sealed', certificateLast4: 'ABCD', valueCents: 5_000, status: 'ACTIVATED', activatedAt: new Date() },
      select: { id: true },
    });
    expect(await reconcileLedger()).toEqual([
      { kind: 'balance_differs_from_ledger', userId: user.id, cachedCents: 2_600, ledgerCents: 2_500 },
      { kind: 'voucher_credits', voucherId: voucher.id, status: 'ACTIVATED', credits: 0 },
    ]);

    // Put the books back, so the check after each test passes.
    await db.$executeRaw`UPDATE "User" SET "balanceCents" = "balanceCents" - 100 WHERE "id" = ${user.id}`;
    await db.voucher.delete({ where: { id: voucher.id } });
    expect(await reconcileLedger()).toEqual([]);
  });

  it('still lets the tests empty the table with TRUNCATE', async () => {
    // With the accounts, so the cached balances do not outlive their entries.
    await getDatabase().$executeRawUnsafe('TRUNCATE TABLE "BalanceEntry", "User" CASCADE');
    expect(await getDatabase().balanceEntry.count()).toBe(0);
  });
});
