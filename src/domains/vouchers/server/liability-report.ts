import 'server-only';
import { findFirstBalanceMovementTime, summarizeBalanceMovements } from '@/domains/accounts/server/ledger-report-service';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { getFirstLiveMonth, getMonthOf, getMonthStart, getNextMonth, groupConsecutiveMonths, listMonths } from '../lib/liability-months';
import type { LiabilityMonth, LiabilityReport } from '../staff-schemas';
import {
  findFirstVoucherTime,
  findLiabilityMonths,
  storeLiabilityMonths,
  sumVouchersActivatedByMonth,
  sumVouchersCancelledByMonth,
  sumVouchersIssuedByMonth,
  type StoredLiabilityMonth,
  type VoucherMonthRow,
} from './repository-liability';

type MonthSums = Omit<StoredLiabilityMonth, 'month' | 'version'>;

/** Later than any stored time: the live months' reads have no end. */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');

const NO_SUMS: MonthSums = {
  issuedCents: 0,
  issuedCount: 0,
  activatedCents: 0,
  activatedCount: 0,
  cancelledCents: 0,
  cancelledCount: 0,
  creditsCents: 0,
  debitsCents: 0,
  entryCount: 0,
};

/** What moved from `from` until before `until`, per month (months where nothing moved are absent). */
async function sumMonths(database: DatabaseClient, from: Date, until: Date): Promise<Map<string, MonthSums>> {
  const [issued, activated, cancelled, balances] = await Promise.all([
    sumVouchersIssuedByMonth(database, from, until),
    sumVouchersActivatedByMonth(database, from, until),
    sumVouchersCancelledByMonth(database, from, until),
    summarizeBalanceMovements({ from, until }, database),
  ]);
  const months = new Map<string, MonthSums>();
  const at = (month: string) => months.get(month) ?? months.set(month, { ...NO_SUMS }).get(month)!;
  const add = (rows: VoucherMonthRow[], cents: 'issuedCents' | 'activatedCents' | 'cancelledCents', count: 'issuedCount' | 'activatedCount' | 'cancelledCount') => {
    for (const row of rows) Object.assign(at(row.month), { [cents]: Number(row.cents ?? 0), [count]: Number(row.count) });
  };
  add(issued, 'issuedCents', 'issuedCount');
  add(activated, 'activatedCents', 'activatedCount');
  add(cancelled, 'cancelledCents', 'cancelledCount');
  for (const row of balances) Object.assign(at(row.month), { creditsCents: row.creditsCents, debitsCents: row.debitsCents, entryCount: row.entryCount });
  return months;
}

/**
 * Every month's sums: closed months from "LiabilityMonth" (summed and kept on the first report
 * that misses them), the live ones summed now. Closed months stop changing unless a write is
 * dated into them (a backdated row, a voucher voided or refunded long after it was issued); the
 * database forgets such a month in that write's transaction, and the next report sums it again.
 */
async function readMonthSums(database: DatabaseClient, now: Date): Promise<Map<string, MonthSums>> {
  const [firstVoucher, firstMovement] = await Promise.all([findFirstVoucherTime(database), findFirstBalanceMovementTime(database)]);
  const firstTimes = [firstVoucher, firstMovement].filter((time): time is Date => time !== null);
  if (firstTimes.length === 0) return new Map();
  const firstMonth = getMonthOf(new Date(Math.min(...firstTimes.map((time) => time.getTime()))));
  const firstLiveMonth = getFirstLiveMonth(now);

  // The versions are read before the sums, so a write committed in between stops them being kept.
  const kept = new Map((await findLiabilityMonths(database, firstLiveMonth)).map((row) => [row.month, row]));
  const sums = new Map<string, MonthSums>();
  const missing: string[] = [];
  for (const month of listMonths(firstMonth, firstLiveMonth)) {
    if (month === firstLiveMonth) break;
    const row = kept.get(month);
    if (row?.ready) sums.set(month, row);
    else missing.push(month);
  }
  for (const run of groupConsecutiveMonths(missing)) {
    const summed = await sumMonths(database, getMonthStart(run.first), getMonthStart(getNextMonth(run.last)));
    const months = listMonths(run.first, run.last).map((month) => ({ month, version: kept.get(month)?.version ?? 0, ...(summed.get(month) ?? NO_SUMS) }));
    await storeLiabilityMonths(database, months);
    for (const month of months) sums.set(month.month, month);
  }
  for (const [month, live] of await sumMonths(database, getMonthStart(firstLiveMonth), END_OF_TIME)) sums.set(month, live);
  return sums;
}

function hasMovements(sums: MonthSums): boolean {
  return sums.issuedCount + sums.activatedCount + sums.cancelledCount + sums.entryCount > 0;
}

/**
 * What the shop owes, month by month: vouchers issued but not activated (they never expire) plus
 * customers' balances, and what open group gifts hold today (`heldForGroupGifts`, from the area
 * that owns them: money collected but neither a voucher nor refunded yet). Each month shows what
 * moved and what was owed at its end; the totals are the last month's end. They equal the
 * vouchers still ISSUED and the sum of the cached balances, by the database's rules: a voucher
 * leaves ISSUED only activated (with its date), voided or refunded, and a balance moves only with
 * its ledger entry.
 */
export async function getLiabilityReport(
  heldForGroupGifts: { cents: number; count: number } = { cents: 0, count: 0 },
  db?: DatabaseClient,
): Promise<LiabilityReport> {
  const sums = await readMonthSums(getDatabase(db), new Date());
  const known = [...sums].filter(([, month]) => hasMovements(month)).map(([month]) => month).sort();
  const data: LiabilityMonth[] = [];
  let vouchersOwed = 0;
  let vouchersOutstanding = 0;
  let balancesOwed = 0;
  for (const month of known.length > 0 ? listMonths(known[0]!, known.at(-1)!) : []) {
    const moved = sums.get(month) ?? NO_SUMS;
    const row = {
      vouchersIssuedCents: moved.issuedCents,
      vouchersActivatedCents: moved.activatedCents,
      vouchersCancelledCents: moved.cancelledCents,
      balanceCreditsCents: moved.creditsCents,
      balanceDebitsCents: moved.debitsCents,
    };
    vouchersOwed += row.vouchersIssuedCents - row.vouchersActivatedCents - row.vouchersCancelledCents;
    vouchersOutstanding += moved.issuedCount - moved.activatedCount - moved.cancelledCount;
    balancesOwed += row.balanceCreditsCents - row.balanceDebitsCents;
    data.push({ month, ...row, outstandingVouchersCents: vouchersOwed, customerBalancesCents: balancesOwed, liabilityCents: vouchersOwed + balancesOwed });
  }
  return {
    data,
    totals: {
      outstandingVouchersCents: vouchersOwed,
      outstandingVoucherCount: vouchersOutstanding,
      customerBalancesCents: balancesOwed,
      openGroupGiftsCents: heldForGroupGifts.cents,
      openGroupGiftCount: heldForGroupGifts.count,
      liabilityCents: vouchersOwed + balancesOwed + heldForGroupGifts.cents,
    },
  };
}
