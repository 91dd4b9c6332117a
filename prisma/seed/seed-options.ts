import { resolve } from 'node:path';
import {
  DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY,
  DEVELOPMENT_CERTIFICATE_HASH_KEY,
  decodeCertificateKey,
} from '../../src/lib/certificate-keys';
import type { DemoSeedOptions } from './seed-demo-data';

/** Same variables and development defaults as the app (src/server/env.ts), so it finds the seeded vouchers. */
function readCertificateKey(env: Readonly<Record<string, string | undefined>>, name: string, developmentKey: string): Buffer {
  const key = decodeCertificateKey(env[name] || developmentKey);
  if (!key) throw new Error(`${name} must be 32 bytes as 64 hex digits or base64`);
  return key;
}

/** The demo seed's settings, with the defaults documented for `npm run db:seed`. */
export function readDemoSeedOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): DemoSeedOptions {
  const dataDir = env.DATA_DIR || '.data';
  return {
    uploadsDir: resolve(env.UPLOADS_DIR || `${dataDir}/uploads`),
    staff: {
      email: env.SEED_STAFF_EMAIL || 'staff@example.com',
      password: env.SEED_STAFF_PASSWORD || 'Staff-Passw0rd!',
    },
    editor: {
      email: env.SEED_EDITOR_EMAIL || 'editor@example.com',
      password: env.SEED_EDITOR_PASSWORD || 'Editor-Passw0rd!',
    },
    customer: {
      email: env.SEED_CUSTOMER_EMAIL || 'customer@example.com',
      password: env.SEED_CUSTOMER_PASSWORD || 'Customer-Passw0rd!',
    },
    certificateKeys: {
      hashKey: readCertificateKey(env, 'CERTIFICATE_HASH_KEY', DEVELOPMENT_CERTIFICATE_HASH_KEY),
      encryptionKey: readCertificateKey(env, 'CERTIFICATE_ENCRYPTION_KEY', DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY),
    },
  };
}
