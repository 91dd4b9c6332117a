import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCertificateKey } from '../../src/lib/certificate-keys';
import { readOrCreateMissingSecrets } from './generated-secrets';

describe('readOrCreateMissingSecrets', () => {
  it('generates each unset secret once and reads the same value on the next start', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secrets-test-'));
    const first = readOrCreateMissingSecrets(dataDir, {});
    expect(Object.keys(first).sort()).toEqual(['CERTIFICATE_ENCRYPTION_KEY', 'CERTIFICATE_HASH_KEY', 'SESSION_SECRET']);
    expect(first.SESSION_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(decodeCertificateKey(first.CERTIFICATE_HASH_KEY ?? '')).toHaveLength(32);
    expect(decodeCertificateKey(first.CERTIFICATE_ENCRYPTION_KEY ?? '')).toHaveLength(32);
    expect(first.CERTIFICATE_HASH_KEY).not.toBe(first.CERTIFICATE_ENCRYPTION_KEY);
    expect(statSync(join(dataDir, 'certificate-hash-key')).mode & 0o777).toBe(0o600);
    expect(readOrCreateMissingSecrets(dataDir, {})).toEqual(first);
  });

  it('leaves secrets the environment sets alone', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secrets-test-'));
    const generated = readOrCreateMissingSecrets(dataDir, { SESSION_SECRET: 'given', CERTIFICATE_HASH_KEY: 'given' });
    expect(Object.keys(generated)).toEqual(['CERTIFICATE_ENCRYPTION_KEY']);
    expect(readFileSync(join(dataDir, 'certificate-encryption-key'), 'utf8')).toBe(generated.CERTIFICATE_ENCRYPTION_KEY);
    expect(() => readFileSync(join(dataDir, 'session-secret'))).toThrow();
  });
});
