import 'server-only';
import type { DatabaseClient } from '@/server/db';

// The liability report's sums per Toronto month ("liability_month_of", migration
// liability_months), each over a range of time its index serves: closed months are read once and
// kept in "LiabilityMonth", the live ones on every report.

type Count = bigint | number;
export type VoucherMonthRow = { month: string; cents: Count | null; count: Count };

/** Value and number of vouchers issued from `from` until before `until`, per month of issue. */
export function sumVouchersIssuedByMonth(db: DatabaseClient, from: Date, until: Date) {
  return db.$queryRaw<VoucherMonthRow[]>`
    SELECT "liability_month_of"("createdAt") AS month, sum("valueCents") AS cents, count(*) AS count
    FROM "Voucher" WHERE "createdAt" >= ${from.toISOString()}::timestamp AND "createdAt" < ${until.toISOString()}::timestamp
    GROUP BY 1`;
}

/** Value and number of vouchers activated (turned into balance) in the range, per month of activation. */
export function sumVouchersActivatedByMonth(db: DatabaseClient, from: Date, until: Date) {
  return db.$queryRaw<VoucherMonthRow[]>`
    SELECT "liability_month_of"("activatedAt") AS month, sum("valueCents") AS cents, count(*) AS count
    FROM "Voucher" WHERE "activatedAt" >= ${from.toISOString()}::timestamp AND "activatedAt" < ${until.toISOString()}::timestamp
    GROUP BY 1`;
}

/**
 * Value and number of vouchers voided or refunded in the range, per month of their latest such
 * event (else of issue). Such a voucher has an event in the range or was issued in it, so those
 * two indexes find every candidate.
 */
export function sumVouchersCancelledByMonth(db: DatabaseClient, from: Date, until: Date) {
  const start = from.toISOString();
  const end = until.toISOString();
  return db.$queryRaw<VoucherMonthRow[]>`
    SELECT "liability_month_of"(coalesce(closed."at", v."createdAt")) AS month, sum(v."valueCents") AS cents, count(*) AS count
    FROM "Voucher" v
    LEFT JOIN LATERAL (
      SELECT max(e."createdAt") AS "at" FROM "VoucherEvent" e WHERE e."voucherId" = v."id" AND e."kind"::text = CASE WHEN v."status" = 'VOID' THEN 'VOIDED' ELSE 'REFUNDED' END
    ) closed ON true
    WHERE v."status" IN ('VOID', 'REFUNDED')
      AND v."id" IN (
        SELECT e."voucherId" FROM "VoucherEvent" e
        WHERE e."kind" IN ('VOIDED', 'REFUNDED') AND e."createdAt" >= ${start}::timestamp AND e."createdAt" < ${end}::timestamp
        UNION SELECT c."id" FROM "Voucher" c WHERE c."createdAt" >= ${start}::timestamp AND c."createdAt" < ${end}::timestamp
      )
      AND coalesce(closed."at", v."createdAt") >= ${start}::timestamp AND coalesce(closed."at", v."createdAt") < ${end}::timestamp
    GROUP BY 1`;
}

/** When the first voucher was issued or activated, or null if there is none (by their indexes). */
export async function findFirstVoucherTime(db: DatabaseClient): Promise<Date | null> {
  const [issued, activated] = await Promise.all([
    db.voucher.findFirst({ orderBy: { createdAt: 'asc' }, select: { createdAt: true } }),
    db.voucher.findFirst({ where: { activatedAt: { not: null } }, orderBy: { activatedAt: 'asc' }, select: { activatedAt: true } }),
  ]);
  const times = [issued?.createdAt, activated?.activatedAt].filter((time): time is Date => time instanceof Date);
  return times.length === 0 ? null : new Date(Math.min(...times.map((time) => time.getTime())));
}

export type StoredLiabilityMonth = {
  month: string;
  version: number;
  issuedCents: number;
  issuedCount: number;
  activatedCents: number;
  activatedCount: number;
  cancelledCents: number;
  cancelledCount: number;
  creditsCents: number;
  debitsCents: number;
  entryCount: number;
};

/** The kept rows of months before `before`: ready ones carry sums, the others only the version a write left. */
export async function findLiabilityMonths(db: DatabaseClient, before: string): Promise<(StoredLiabilityMonth & { ready: boolean })[]> {
  const rows = await db.liabilityMonth.findMany({ where: { month: { lt: before } } });
  return rows.map((row) => ({
    ...row,
    issuedCents: Number(row.issuedCents),
    activatedCents: Number(row.activatedCents),
    cancelledCents: Number(row.cancelledCents),
    creditsCents: Number(row.creditsCents),
    debitsCents: Number(row.debitsCents),
  }));
}

/**
 * Keeps closed months' sums, each only if its row still has the version read before summing
 * (0: no row): a write since then bumped it (in the writer's transaction, see the migration),
 * and the sums may miss that write. A writer not yet committed holds the row, so this waits for it
 * and then finds the new version.
 */
export async function storeLiabilityMonths(db: DatabaseClient, months: StoredLiabilityMonth[]): Promise<void> {
  if (months.length === 0) return;
  const column = <K extends keyof StoredLiabilityMonth>(key: K) => months.map((month) => month[key]);
  await db.$executeRaw`
    INSERT INTO "LiabilityMonth" ("month", "version", "ready", "issuedCents", "issuedCount", "activatedCents", "activatedCount",
                                  "cancelledCents", "cancelledCount", "creditsCents", "debitsCents", "entryCount")
    SELECT m."month", m."version", true, m."issuedCents", m."issuedCount", m."activatedCents", m."activatedCount",
           m."cancelledCents", m."cancelledCount", m."creditsCents", m."debitsCents", m."entryCount"
    FROM unnest(${column('month')}::text[], ${column('version')}::int[], ${column('issuedCents')}::bigint[], ${column('issuedCount')}::int[],
                ${column('activatedCents')}::bigint[], ${column('activatedCount')}::int[], ${column('cancelledCents')}::bigint[],
                ${column('cancelledCount')}::int[], ${column('creditsCents')}::bigint[], ${column('debitsCents')}::bigint[], ${column('entryCount')}::int[])
         AS m("month", "version", "issuedCents", "issuedCount", "activatedCents", "activatedCount", "cancelledCents", "cancelledCount", "creditsCents", "debitsCents", "entryCount")
    ORDER BY m."month"
    ON CONFLICT ("month") DO UPDATE SET
      "ready" = true, "issuedCents" = excluded."issuedCents", "issuedCount" = excluded."issuedCount",
      "activatedCents" = excluded."activatedCents", "activatedCount" = excluded."activatedCount",
      "cancelledCents" = excluded."cancelledCents", "cancelledCount" = excluded."cancelledCount",
      "creditsCents" = excluded."creditsCents", "debitsCents" = excluded."debitsCents", "entryCount" = excluded."entryCount"
    WHERE "LiabilityMonth"."version" = excluded."version"`;
}
