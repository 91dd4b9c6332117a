import 'server-only';
import type { DatabaseClient } from '@/server/db';

/** Vouchers bought in an order since `since` (vouchers issued by hand are gifts, not sales). */
export function countVouchersSoldSince(db: DatabaseClient, since: Date): Promise<number> {
  return db.voucher.count({ where: { createdAt: { gte: since }, orderItemId: { not: null } } });
}

export function countVouchersActivatedSince(db: DatabaseClient, since: Date): Promise<number> {
  return db.voucher.count({ where: { activatedAt: { gte: since }, status: 'ACTIVATED' } });
}

/** What the shop still owes on vouchers: issued, neither activated (that value moved to a balance) nor voided or refunded. */
export async function sumUnactivatedVoucherValue(db: DatabaseClient): Promise<{ count: number; valueCents: number }> {
  const { _count, _sum } = await db.voucher.aggregate({ where: { status: 'ISSUED' }, _count: { _all: true }, _sum: { valueCents: true } });
  return { count: _count._all, valueCents: _sum.valueCents ?? 0 };
}
