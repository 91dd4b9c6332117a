import { randomBytes } from 'node:crypto';
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

/** The README's demo logins: what `npm run dev`, `npm run db:seed` and the tests sign in with. */
const README_LOGINS = {
  staff: { email: 'staff@example.com', password: 'Staff-Passw0rd!' },
  editor: { email: 'editor@example.com', password: 'Editor-Passw0rd!' },
  customer: { email: 'customer@example.com', password: 'Customer-Passw0rd!' },
} as const;

function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export interface DemoSeedSettings {
  options: DemoSeedOptions;
  /** Production only: the manager's password made up for this install, to print once; null when SEED_STAFF_PASSWORD gave one. */
  generatedStaffPassword: string | null;
}

/**
 * The demo seed's settings from the environment. In development the README's logins are the
 * defaults. A production install (`npm start`, or NODE_ENV=production) never uses a password it did
 * not receive or make up: without SEED_STAFF_PASSWORD the manager gets a random one, printed once;
 * without SEED_EDITOR_PASSWORD there is no editor; without SEED_CUSTOMER_PASSWORD the demo customer
 * gets a random one nobody is told (it exists for the demo's orders and reviews).
 */
export function readDemoSeedOptionsFromEnv(env: Readonly<Record<string, string | undefined>>, { production }: { production: boolean }): DemoSeedSettings {
  const dataDir = env.DATA_DIR || '.data';
  const generatedStaffPassword = production && !env.SEED_STAFF_PASSWORD ? generatePassword() : null;
  const editorPassword = env.SEED_EDITOR_PASSWORD || (production ? null : README_LOGINS.editor.password);
  return {
    options: {
      uploadsDir: resolve(env.UPLOADS_DIR || `${dataDir}/uploads`),
      staff: {
        email: env.SEED_STAFF_EMAIL || README_LOGINS.staff.email,
        password: env.SEED_STAFF_PASSWORD || generatedStaffPassword || README_LOGINS.staff.password,
      },
      ...(editorPassword ? { editor: { email: env.SEED_EDITOR_EMAIL || README_LOGINS.editor.email, password: editorPassword } } : {}),
      customer: {
        email: env.SEED_CUSTOMER_EMAIL || README_LOGINS.customer.email,
        password: env.SEED_CUSTOMER_PASSWORD || (production ? generatePassword() : README_LOGINS.customer.password),
      },
      ...(env.SEED_CERTIFICATE_SOURCE ? { certificateSource: env.SEED_CERTIFICATE_SOURCE } : {}),
      certificateKeys: {
        hashKey: readCertificateKey(env, 'CERTIFICATE_HASH_KEY', DEVELOPMENT_CERTIFICATE_HASH_KEY),
        encryptionKey: readCertificateKey(env, 'CERTIFICATE_ENCRYPTION_KEY', DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY),
      },
    },
    generatedStaffPassword,
  };
}
