import { describe, expect, it } from 'vitest';
import { decryptCertificateNumber, generateCertificateNumber, sealCertificateNumber } from '@/domains/vouchers/lib/certificate-code';
import { findVoucherByCertificateNumber } from '@/domains/vouchers/server/service';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { expectRefused } from './money-fixtures';

function readKeys() {
  const env = getServerEnv();
  return { hashKey: env.CERTIFICATE_HASH_KEY, encryptionKey: env.CERTIFICATE_ENCRYPTION_KEY };
}

async function issueVoucher(certificateNumber: string): Promise<{ id: string }> {
  return getDatabase().voucher.create({
    data: { ...sealCertificateNumber(certificateNumber, readKeys()), valueCents: 15_000, recipientName: 'Jordan Lee' },
    select: { id: true },
  });
}

describe('certificate numbers', () => {
  it('find their voucher however they are typed, although the number is stored only hashed and encrypted', async () => {
    const number = generateCertificateNumber();
    const voucher = await issueVoucher(number);
    await issueVoucher(generateCertificateNumber());

    const symbols = number.replaceAll('-', '');
    for (const typed of [number, number.toLowerCase(), symbols, symbols.toLowerCase(), ` ${symbols.match(/.{1,3}/g)?.join(' ')} `]) {
      expect(await findVoucherByCertificateNumber(typed), typed).toMatchObject({ id: voucher.id, status: 'ISSUED', certificateLast4: symbols.slice(-4) });
    }

    const row = await getDatabase().voucher.findUniqueOrThrow({ where: { id: voucher.id } });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(symbols);
    expect(stored).not.toContain(number);
    expect(stored).not.toContain(symbols.slice(0, 7));
    expect(decryptCertificateNumber(row.certificateCiphertext, readKeys().encryptionKey)).toBe(number);
  });

  it('find nothing for an unknown or malformed number', async () => {
    expect(await findVoucherByCertificateNumber(generateCertificateNumber())).toBeNull();
    expect(await findVoucherByCertificateNumber('not a number')).toBeNull();
    expect(await findVoucherByCertificateNumber('')).toBeNull();
  });

  it('cannot be stored in plain text in the lookup column, nor twice', async () => {
    const number = generateCertificateNumber();
    const sealed = sealCertificateNumber(number, readKeys());
    await expectRefused(
      getDatabase().voucher.create({ data: { ...sealed, certificateHash: number, valueCents: 100 } }),
      /Voucher_certificateHash_is_hmac/,
    );
    await issueVoucher(number);
    await expectRefused(issueVoucher(number), /certificateHash|Unique constraint/);
  });

  it('vouchers can be voided or refunded, and keep a history', async () => {
    const voucher = await issueVoucher(generateCertificateNumber());
    const db = getDatabase();
    await db.voucher.update({ where: { id: voucher.id }, data: { status: 'VOID', events: { create: { kind: 'VOIDED', data: { reason: 'Test' } } } } });
    await db.voucher.update({ where: { id: voucher.id }, data: { status: 'REFUNDED', events: { create: { kind: 'REFUNDED' } } } });
    const events = await db.voucherEvent.findMany({ where: { voucherId: voucher.id }, orderBy: { createdAt: 'asc' } });
    expect(events.map((event) => event.kind)).toEqual(['VOIDED', 'REFUNDED']);
    await expectRefused(db.voucher.update({ where: { id: voucher.id }, data: { status: 'ACTIVATED' } }), /Voucher_activated_has_activatedAt/);
  });
});
