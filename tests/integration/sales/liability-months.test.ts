import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import { getFirstLiveMonth, listMonths } from '@/domains/vouchers/lib/liability-months';
import { getLiabilityReport } from '@/domains/vouchers/server/liability-report';
import { storeLiabilityMonths } from '@/domains/vouchers/server/repository-liability';
import { giveBackVouchersOfFailedRefund, issueVoucherByHand, takeVouchersForRefund, voidVoucher } from '@/domains/vouchers/server/staff-service';
import type { LiabilityReport } from '@/domains/vouchers/staff-schemas';
import { getDatabase, runInTransaction } from '@/server/db';
import { createCustomer } from '../money/money-fixtures';
import { createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';
import { activateForNewCustomer, createGift, placePaidOrder } from './sales-fixtures';

// Issue 28 goal 4: the liability report keeps closed months' sums in "LiabilityMonth" and sums only
// the live month. These tests hold it to the report it replaced, summed over every row each time,
// after writes dated into months it has already kept.

type MonthRow = { month: string; cents: bigint | number };

/** The report as it was before the kept months: every sum over the whole tables. */
async function readReportOverEveryRow(): Promise<LiabilityReport> {
  const db = getDatabase();
  const month = (column: string) => `to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE 'America/Toronto', 'YYYY-MM')`;
  const toMap = (rows: MonthRow[]) => new Map(rows.map((row) => [row.month, Number(row.cents)]));
  const issued = toMap(await db.$queryRawUnsafe<MonthRow[]>(`SELECT ${month('"createdAt"')} AS month, sum("valueCents") AS cents FROM "Voucher" GROUP BY 1`));
  const activated = toMap(
    await db.$queryRawUnsafe<MonthRow[]>(`SELECT ${month('"activatedAt"')} AS month, sum("valueCents") AS cents FROM "Voucher" WHERE "activatedAt" IS NOT NULL GROUP BY 1`),
  );
  const cancelled = toMap(
    await db.$queryRawUnsafe<MonthRow[]>(`
      SELECT ${month('coalesce(closed."at", v."createdAt")')} AS month, sum(v."valueCents") AS cents
      FROM "Voucher" v
      LEFT JOIN LATERAL (
        SELECT max(e."createdAt") AS "at" FROM "VoucherEvent" e WHERE e."voucherId" = v."id" AND e."kind"::text = CASE WHEN v."status" = 'VOID' THEN 'VOIDED' ELSE 'REFUNDED' END
      ) closed ON true
      WHERE v."status" IN ('VOID', 'REFUNDED') GROUP BY 1`),
  );
  const movements = await db.$queryRawUnsafe<{ month: string; credits: bigint | null; debits: bigint | null }[]>(`
    SELECT ${month('"createdAt"')} AS month, sum("amountCents") FILTER (WHERE "amountCents" > 0) AS credits, -sum("amountCents") FILTER (WHERE "amountCents" < 0) AS debits
    FROM "BalanceEntry" GROUP BY 1`);
  const credits = new Map(movements.map((row) => [row.month, Number(row.credits ?? 0)]));
  const debits = new Map(movements.map((row) => [row.month, Number(row.debits ?? 0)]));
  const known = [...issued.keys(), ...activated.keys(), ...cancelled.keys(), ...credits.keys()].sort();
  const data: LiabilityReport['data'] = [];
  let vouchersOwed = 0;
  let balancesOwed = 0;
  for (let at = known[0]; at !== undefined && at <= known.at(-1)!; ) {
    const row = {
      vouchersIssuedCents: issued.get(at) ?? 0,
      vouchersActivatedCents: activated.get(at) ?? 0,
      vouchersCancelledCents: cancelled.get(at) ?? 0,
      balanceCreditsCents: credits.get(at) ?? 0,
      balanceDebitsCents: debits.get(at) ?? 0,
    };
    vouchersOwed += row.vouchersIssuedCents - row.vouchersActivatedCents - row.vouchersCancelledCents;
    balancesOwed += row.balanceCreditsCents - row.balanceDebitsCents;
    data.push({ month: at, ...row, outstandingVouchersCents: vouchersOwed, customerBalancesCents: balancesOwed, liabilityCents: vouchersOwed + balancesOwed });
    const [year = 0, number = 1] = at.split('-').map(Number);
    at = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  const outstanding = await db.voucher.aggregate({ where: { status: 'ISSUED' }, _sum: { valueCents: true }, _count: { _all: true } });
  const balances = await db.user.aggregate({ _sum: { balanceCents: true } });
  const totals = {
    outstandingVouchersCents: outstanding._sum.valueCents ?? 0,
    outstandingVoucherCount: outstanding._count._all,
    customerBalancesCents: balances._sum.balanceCents ?? 0,
    openGroupGiftsCents: 0,
    openGroupGiftCount: 0,
    liabilityCents: (outstanding._sum.valueCents ?? 0) + (balances._sum.balanceCents ?? 0),
  };
  return { data, totals };
}

async function expectSameAsEveryRow(): Promise<LiabilityReport> {
  const report = await getLiabilityReport();
  expect(report).toEqual(await readReportOverEveryRow());
  return report;
}

function readKeptMonths() {
  return getDatabase().liabilityMonth.findMany({ orderBy: { month: 'asc' }, select: { month: true, version: true, ready: true } });
}

let manager: StaffMemberForTest;

function issue(valueCents: number) {
  return issueVoucherByHand({ valueCents, recipientName: 'Robin', recipientEmail: `robin-${randomUUID()}@example.com`, note: 'Months test' }, manager.id);
}

/** Moves a voucher and its history to `at`, as if it had been issued then. */
async function backdateVoucher(id: string, at: string): Promise<void> {
  const db = getDatabase();
  await db.voucher.update({ where: { id }, data: { createdAt: new Date(at) } });
  await db.voucherEvent.updateMany({ where: { voucherId: id }, data: { createdAt: new Date(at) } });
}

/** A ledger credit dated `at` (as an import of an older shop's balances would write it), with its cached balance. */
async function creditBackdated(userId: string, amountCents: number, at: string): Promise<void> {
  const db = getDatabase();
  await runInTransaction(db, async (tx) => {
    const [user] = await tx.$queryRaw<{ balanceCents: number }[]>`
      UPDATE "User" SET "balanceCents" = "balanceCents" + ${amountCents}::int WHERE "id" = ${userId} RETURNING "balanceCents"`;
    await tx.$executeRaw`
      INSERT INTO "BalanceEntry" ("id", "userId", "kind", "amountCents", "balanceAfterCents", "idempotencyKey", "reference", "createdAt")
      VALUES (${randomUUID()}, ${userId}, 'REFUND', ${amountCents}::int, ${user!.balanceCents}::int, ${randomUUID()}, 'Imported', ${at}::timestamp)`;
  });
}

beforeAll(async () => {
  manager = await createStaffMemberForTest('MANAGER');
});

describe('the liability report’s kept months', () => {
  it('equal the sums over every row, and stay equal after writes dated into kept months', async () => {
    const db = getDatabase();
    // July: two vouchers, one activated in August; September: a ledger credit; this month: the rest.
    const july = await issue(10_000);
    const julyActivated = await issue(4_000);
    await backdateVoucher(july.id, '2026-07-10T12:00:00Z');
    await backdateVoucher(julyActivated.id, '2026-07-20T12:00:00Z');
    const { customerId } = await activateForNewCustomer(julyActivated.id);
    await db.voucher.update({ where: { id: julyActivated.id }, data: { activatedAt: new Date('2026-08-02T12:00:00Z') } });
    await creditBackdated(customerId, 1_500, '2026-09-15T12:00:00Z');
    const gift = await createGift({ priceCents: 7_000 });
    const order = await placePaidOrder([gift, gift]);
    await createCustomer(db, 2_200);

    await expectSameAsEveryRow();
    const kept = await readKeptMonths();
    // Every closed month from July on (the live month and the one just over are summed each time).
    const closed = listMonths('2026-07', getFirstLiveMonth(new Date())).slice(0, -1);
    expect(kept.map((row) => row.month)).toEqual(closed);
    expect(kept.every((row) => row.ready)).toBe(true);

    // Read again: from the kept months, the same.
    await expectSameAsEveryRow();

    // Activating a voucher issued in July (dated now) leaves July kept.
    await activateForNewCustomer(july.id);
    expect((await readKeptMonths()).find((row) => row.month === '2026-07')).toEqual(kept.find((row) => row.month === '2026-07'));
    await expectSameAsEveryRow();

    // A voucher issued in August, written later (backdated), and a ledger credit dated September.
    const august = await issue(3_000);
    await backdateVoucher(august.id, '2026-08-20T12:00:00Z');
    await creditBackdated(customerId, 700, '2026-09-20T12:00:00Z');
    expect((await readKeptMonths()).filter((row) => !row.ready).map((row) => row.month)).toEqual(['2026-08', '2026-09']);
    await expectSameAsEveryRow();

    // Voiding the August voucher now: August counted it as owed when it was kept.
    await voidVoucher(august.id, { reason: 'Wrong recipient' }, manager.id);
    await expectSameAsEveryRow();
    // Its VOIDED event dated October (a correction): the void moves to October.
    await db.voucherEvent.updateMany({ where: { voucherId: august.id, kind: 'VOIDED' }, data: { createdAt: new Date('2026-10-05T12:00:00Z') } });
    await expectSameAsEveryRow();

    // A refund dated October, then refused by the provider: the vouchers are owed again.
    const refundId = `refund-${randomUUID()}`;
    await runInTransaction(db, (tx) => takeVouchersForRefund({ orderId: order.id, voucherIds: order.voucherIds, refundId, reason: 'Changed mind', staffId: manager.id }, tx));
    await db.voucherEvent.updateMany({ where: { voucherId: { in: order.voucherIds }, kind: 'REFUNDED' }, data: { createdAt: new Date('2026-10-10T12:00:00Z') } });
    const refunded = await expectSameAsEveryRow();
    expect(refunded.data.find((row) => row.month === '2026-10')?.vouchersCancelledCents).toBe(3_000 + 14_000);
    await runInTransaction(db, (tx) => giveBackVouchersOfFailedRefund(refundId, manager.id, tx));
    const givenBack = await expectSameAsEveryRow();
    expect(givenBack.data.find((row) => row.month === '2026-10')?.vouchersCancelledCents).toBe(3_000);
  });

  it('keeps no sums read before a write that touched the month', async () => {
    const db = getDatabase();
    // A report read July as empty (no row: version 0), then a voucher dated July was written
    // before the report stored its sums: the write's version wins, July stays to be summed.
    const voucher = await issue(5_000);
    await backdateVoucher(voucher.id, '2025-07-10T12:00:00Z');
    const zero = { issuedCents: 0, issuedCount: 0, activatedCents: 0, activatedCount: 0, cancelledCents: 0, cancelledCount: 0, creditsCents: 0, debitsCents: 0, entryCount: 0 };
    await storeLiabilityMonths(db, [{ month: '2025-07', version: 0, ...zero }]);
    expect(await db.liabilityMonth.findUnique({ where: { month: '2025-07' }, select: { ready: true } })).toEqual({ ready: false });
    const report = await expectSameAsEveryRow();
    expect(report.data[0]).toMatchObject({ month: '2025-07', vouchersIssuedCents: 5_000 });
    expect(await db.liabilityMonth.findUnique({ where: { month: '2025-07' }, select: { ready: true, issuedCents: true } })).toEqual({ ready: true, issuedCents: 5_000n });
  });

  it('are recorded whatever writes the ledger: a plain entry of this month touches no kept month', async () => {
    const db = getDatabase();
    await expectSameAsEveryRow();
    const before = await readKeptMonths();
    const customer = await createCustomer(db);
    await recordBalanceEntry({ userId: customer.id, kind: 'REFUND', amountCents: 900, idempotencyKey: randomUUID(), reference: 'Now' }, db);
    expect(await readKeptMonths()).toEqual(before);
    await expectSameAsEveryRow();
  });
});
