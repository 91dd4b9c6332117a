import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { generateCertificateNumber, hashCertificateNumber, parseCertificateNumber, sealCertificateNumber } from '../lib/certificate-code';
import { findVoucherByCertificateHash, insertIssuedVoucher, setVoucherDeliveryEmail, type NewVoucher } from './repository';

export type VoucherByCertificate = NonNullable<Awaited<ReturnType<typeof findVoucherByCertificateHash>>>;

/**
 * The voucher of a certificate number as a person typed it (any case, spaces or dashes), or null.
 * Only the number's HMAC is stored, so this is an exact, indexed match on the hash.
 */
export async function findVoucherByCertificateNumber(certificateNumber: string, db?: DatabaseClient): Promise<VoucherByCertificate | null> {
  const normalized = parseCertificateNumber(certificateNumber);
  if (!normalized) return null;
  return findVoucherByCertificateHash(getDatabase(db), hashCertificateNumber(normalized, getServerEnv().CERTIFICATE_HASH_KEY));
}

export type VoucherToIssue = Omit<NewVoucher, 'certificateHash' | 'certificateCiphertext' | 'certificateLast4'>;

/**
 * Issues one voucher with a new certificate number, in the caller's transaction (the order's
 * payment): the number exists only sealed in the database and, for this call, in memory.
 */
export async function issueVoucher(
  voucher: VoucherToIssue,
  tx: DatabaseClient,
): Promise<{ voucherId: string; certificateNumber: string; certificateLast4: string }> {
  const env = getServerEnv();
  const certificateNumber = generateCertificateNumber();
  const sealed = sealCertificateNumber(certificateNumber, { hashKey: env.CERTIFICATE_HASH_KEY, encryptionKey: env.CERTIFICATE_ENCRYPTION_KEY });
  const { id } = await insertIssuedVoucher(tx, { ...voucher, ...sealed });
  return { voucherId: id, certificateNumber, certificateLast4: sealed.certificateLast4 };
}

/** Remembers which outbox e-mail carries the voucher: its status is the voucher's delivery status. */
export async function recordVoucherDeliveryEmail(voucherId: string, emailId: string, tx: DatabaseClient): Promise<void> {
  await setVoucherDeliveryEmail(tx, voucherId, emailId);
}
