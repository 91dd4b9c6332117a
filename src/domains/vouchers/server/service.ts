import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { createTranslator } from 'next-intl';
import { routing } from '@/i18n/routing';
import messages from '../../../../messages/en-CA.json';
import {
  decryptCertificateNumber,
  generateCertificateNumber,
  getCertificateLast4,
  hashCertificateNumber,
  parseCertificateNumber,
  sealCertificateNumber,
} from '../lib/certificate-code';
import { getVoucherPdfFilename, type PrintableVoucher } from '../lib/printable-voucher';
import { findVoucherByCertificateHash, findVoucherForPrint, insertIssuedVoucher, setVoucherDeliveryEmail, setVoucherRecipientEmail, type NewVoucher } from './repository';
import { renderVoucherPdf } from './voucher-pdf';

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

const coverageTranslator = createTranslator({ locale: routing.defaultLocale, messages, namespace: 'modules.catalog.product' });

/** What a box gift's voucher covers, in the words of the gift page ("Covers two adults on …"). */
export function describeVoucherCoverage(party: 'ONE' | 'TWO' | 'FAMILY', option: 'STANDARD' | 'ANY'): string {
  return coverageTranslator('giftCovers', { party, option });
}

/** The certificate number of a voucher in its printed form, for the e-mail that carries it. */
export async function readCertificateNumber(voucherId: string, db?: DatabaseClient): Promise<string> {
  const printable = await getPrintableVoucher(voucherId, db);
  if (!printable) throw new Error(`Voucher ${voucherId} no longer exists`);
  return printable.voucher.certificateNumber;
}

/** A voucher as the PDF and the printable page show it, with its number opened; null when there is none. */
export async function getPrintableVoucher(voucherId: string, db?: DatabaseClient): Promise<{ orderId: string | null; voucher: PrintableVoucher } | null> {
  const row = await findVoucherForPrint(getDatabase(db), voucherId);
  if (!row) return null;
  const env = getServerEnv();
  const certificateNumber = decryptCertificateNumber(row.certificateCiphertext, env.CERTIFICATE_ENCRYPTION_KEY);
  return {
    orderId: row.orderItem?.orderId ?? null,
    voucher: {
      giftTitle: row.product?.title ?? '',
      coverageText: row.giftParty && row.giftOption ? describeVoucherCoverage(row.giftParty, row.giftOption) : null,
      valueCents: row.valueCents,
      recipientName: row.recipientName,
      buyerName: row.orderItem?.order.buyerName ?? null,
      message: row.giftMessage,
      certificateNumber,
      activationUrl: `${env.SITE_URL}/voucher/activation?certificate=${encodeURIComponent(certificateNumber)}`,
      issuedAt: row.createdAt,
    },
  };
}

/** The voucher PDF attached to its e-mail, rendered when the e-mail is sent (the outbox never holds the number). */
export async function renderVoucherPdfAttachment(voucherId: string): Promise<{ filename: string; contentType: string; content: Buffer }> {
  const printable = await getPrintableVoucher(voucherId);
  if (!printable) throw new Error(`Voucher ${voucherId} no longer exists`);
  return {
    filename: getVoucherPdfFilename(getCertificateLast4(printable.voucher.certificateNumber)),
    contentType: 'application/pdf',
    content: Buffer.from(await renderVoucherPdf(printable.voucher)),
  };
}

/** Records that the voucher's e-mail now goes to another address (in the caller's transaction). */
export async function recordVoucherRedirected(
  voucherId: string,
  change: { recipientEmail: string; emailId: string; previousEmail: string | null },
  tx: DatabaseClient,
): Promise<void> {
  await setVoucherRecipientEmail(tx, voucherId, change);
}
