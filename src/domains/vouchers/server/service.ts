import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { hashCertificateNumber, parseCertificateNumber } from '../lib/certificate-code';
import { findVoucherByCertificateHash } from './repository';

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
