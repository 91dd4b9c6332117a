import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets a production start (`npm start`) generates when they are unset, each kept in its file
 * beside the data so it survives restarts: sessions stay valid, stored certificate numbers stay
 * findable and readable, and no documented development value is ever used.
 */
const generatedSecrets = [
  { name: 'SESSION_SECRET', file: 'session-secret', bytes: 48, encoding: 'base64url' },
  { name: 'CERTIFICATE_HASH_KEY', file: 'certificate-hash-key', bytes: 32, encoding: 'base64' },
  { name: 'CERTIFICATE_ENCRYPTION_KEY', file: 'certificate-encryption-key', bytes: 32, encoding: 'base64' },
] as const;

function readOrCreateSecret(dataDir: string, file: string, create: () => string): string {
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = create();
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

/** The generated values of the secrets `env` leaves unset (set ones are left alone and not written). */
export function readOrCreateMissingSecrets(dataDir: string, env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const { name, file, bytes, encoding } of generatedSecrets) {
    if (env[name]) continue;
    missing[name] = readOrCreateSecret(dataDir, file, () => randomBytes(bytes).toString(encoding));
  }
  return missing;
}
