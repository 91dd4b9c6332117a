import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY,
  DEVELOPMENT_CERTIFICATE_HASH_KEY,
  decodeCertificateKey,
  getDevelopmentCertificateKeys,
} from './certificate-keys';

describe('decodeCertificateKey', () => {
  const key = Buffer.from(Array.from({ length: 32 }, (_, index) => index * 7));

  it('reads 32 bytes given as hex, base64 or base64url', () => {
    expect(decodeCertificateKey(key.toString('hex'))).toEqual(key);
    expect(decodeCertificateKey(key.toString('hex').toUpperCase())).toEqual(key);
    expect(decodeCertificateKey(key.toString('base64'))).toEqual(key);
    expect(decodeCertificateKey(key.toString('base64url'))).toEqual(key);
    expect(decodeCertificateKey(` ${key.toString('base64')}\n`)).toEqual(key);
  });

  it('refuses any other length or text', () => {
    expect(decodeCertificateKey(Buffer.alloc(16).toString('hex'))).toBeNull();
    expect(decodeCertificateKey(Buffer.alloc(31).toString('base64'))).toBeNull();
    expect(decodeCertificateKey(Buffer.alloc(33).toString('base64'))).toBeNull();
    expect(decodeCertificateKey('a secret that is not encoded at all, just words')).toBeNull();
    expect(decodeCertificateKey('')).toBeNull();
  });

  it('decodes the development keys, which differ from each other', () => {
    const keys = getDevelopmentCertificateKeys();
    expect(decodeCertificateKey(DEVELOPMENT_CERTIFICATE_HASH_KEY)).toEqual(keys.hashKey);
    expect(decodeCertificateKey(DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY)).toEqual(keys.encryptionKey);
    expect(keys.hashKey.equals(keys.encryptionKey)).toBe(false);
  });
});
