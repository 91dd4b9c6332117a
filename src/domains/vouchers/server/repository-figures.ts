import 'server-only';
import type { DatabaseClient } from '@/server/db';

/** Vouchers bought in an order since `since` (vouchers issued by hand are gifts, not sales). */
export function countVouchersSoldSince(db: DatabaseClient, since: Date): Promise<number> {
  return db.voucher.count({ where: { createdAt: { gte: since }, orderItemId: { not: null } } });
}

export function countVouchersActivatedSince(db: DatabaseClient, since: Date): Promise<number> {
  return db.voucher.count({ where: { activatedAt: { gte: since }, status: 'ACTIVATED' } });
}

