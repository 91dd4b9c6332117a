import 'server-only';
import type { DatabaseClient } from '@/server/db';

const voucherLookupSelect = {
  id: true,
  status: true,
  valueCents: true,
  productId: true,
  certificateLast4: true,
  recipientName: true,
  activatedAt: true,
} as const;

/** The voucher whose number has this keyed hash (the only way a typed number reaches a row). */
export function findVoucherByCertificateHash(db: DatabaseClient, certificateHash: string) {
  return db.voucher.findUnique({ where: { certificateHash }, select: voucherLookupSelect });
}
