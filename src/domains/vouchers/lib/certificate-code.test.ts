import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_LENGTH,
  decryptCertificateNumber,
  encryptCertificateNumber,
  formatCertificateNumber,
  generateCertificateNumber,
  getCertificateLast4,
  hashCertificateNumber,
  normalizeCertificateNumber,
  parseCertificateNumber,
  sealCertificateNumber,
} from './certificate-code';
import { getDevelopmentCertificateKeys } from '@/lib/certificate-keys';
import { REFERENCE_ALPHABET } from '@/lib/reference-alphabet';

const keys = getDevelopmentCertificateKeys();
const otherKey = Buffer.alloc(32, 7);
const code = 'ABCDEFG-HJKMNPQ-RSTUVW2';

describe('generateCertificateNumber', () => {
  it('prints 21 symbols of the unambiguous alphabet in three groups of seven', () => {
    const number = generateCertificateNumber();
    expect(number).toMatch(/^[2-9A-HJKMNP-Z]{7}-[2-9A-HJKMNP-Z]{7}-[2-9A-HJKMNP-Z]{7}$/);
    expect(parseCertificateNumber(number)).toBe(number.replaceAll('-', ''));
  });

  it('carries at least 100 bits', () => {
    expect(CERTIFICATE_LENGTH * Math.log2(REFERENCE_ALPHABET.length)).toBeGreaterThanOrEqual(100);
  });

  it('uses every symbol and does not repeat itself across 10,000 numbers', () => {
    const numbers = Array.from({ length: 10_000 }, () => generateCertificateNumber());
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(new Set(numbers.join('').replaceAll('-', ''))).toEqual(new Set(REFERENCE_ALPHABET));
  });

  it('draws from the given source, so the demo seed is repeatable', () => {
    expect(generateCertificateNumber(() => 0)).toBe('2222222-2222222-2222222');
    expect(generateCertificateNumber((size) => size - 1)).toBe('ZZZZZZZ-ZZZZZZZ-ZZZZZZZ');
  });
});

describe('normalising what people type', () => {
  it('accepts lower case, spaces and any dashes', () => {
    for (const typed of ['abcdefg-hjkmnpq-rstuvw2', ' ABCDEFG HJKMNPQ RSTUVW2 ', 'abcdefghjkmnpqrstuvw2', 'ABCDEFG – HJKMNPQ—RSTUVW2']) {
      expect(parseCertificateNumber(typed)).toBe('ABCDEFGHJKMNPQRSTUVW2');
    }
    expect(formatCertificateNumber('abcdefghjkmnpqrstuvw2')).toBe(code);
    expect(normalizeCertificateNumber('ab-c d')).toBe('ABCD');
  });

  it('refuses what cannot be a certificate number', () => {
    for (const typed of ['', 'ABCDEFG-HJKMNPQ-RSTUVW', 'ABCDEFG-HJKMNPQ-RSTUVW22', 'ABCDEFG-HJKMNPQ-RSTUVW0', 'ABCDEFG-HJKMNPQ-RSTUVWL']) {
      expect(parseCertificateNumber(typed)).toBeNull();
    }
  });

  it('shows the last four symbols', () => {
    expect(getCertificateLast4(code)).toBe('UVW2');
  });
});

describe('hashCertificateNumber', () => {
  it('is the same for every way of typing the number, and depends on the key', () => {
    const hash = hashCertificateNumber(code, keys.hashKey);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCertificateNumber('abcdefg hjkmnpq rstuvw2', keys.hashKey)).toBe(hash);
    expect(hashCertificateNumber(code, otherKey)).not.toBe(hash);
    expect(hashCertificateNumber('ABCDEFG-HJKMNPQ-RSTUVW3', keys.hashKey)).not.toBe(hash);
  });

  it('refuses a key of the wrong size', () => {
    expect(() => hashCertificateNumber(code, Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe('encrypting the number', () => {
  it('gives the printed number back, and a fresh ciphertext each time', () => {
    const first = encryptCertificateNumber('abcdefghjkmnpqrstuvw2', keys.encryptionKey);
    const second = encryptCertificateNumber(code, keys.encryptionKey);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('ABCDEFG');
    expect(decryptCertificateNumber(first, keys.encryptionKey)).toBe(code);
    expect(decryptCertificateNumber(second, keys.encryptionKey)).toBe(code);
  });

  it('refuses another key and any altered byte', () => {
    const sealed = encryptCertificateNumber(code, keys.encryptionKey);
    expect(() => decryptCertificateNumber(sealed, otherKey)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(() => decryptCertificateNumber(`v1.${bytes.toString('base64url')}`, keys.encryptionKey)).toThrow();
    expect(() => decryptCertificateNumber('v2.abc', keys.encryptionKey)).toThrow(/format/);
    expect(() => decryptCertificateNumber('v1.abc', keys.encryptionKey)).toThrow(/too short/);
  });
});

describe('sealCertificateNumber', () => {
  it('makes the three stored columns, none of which holds the number', () => {
    const sealed = sealCertificateNumber('abcdefg-hjkmnpq-rstuvw2', keys);
    expect(sealed.certificateHash).toBe(hashCertificateNumber(code, keys.hashKey));
    expect(decryptCertificateNumber(sealed.certificateCiphertext, keys.encryptionKey)).toBe(code);
    expect(sealed.certificateLast4).toBe('UVW2');
    expect(JSON.stringify(sealed)).not.toMatch(/ABCDEFG|HJKMNPQ/);
  });

  it('refuses to seal something that is not a certificate number', () => {
    expect(() => sealCertificateNumber('hello', keys)).toThrow(/Not a certificate number/);
  });
});
