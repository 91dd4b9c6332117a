import { resolve } from 'node:path';
import type { DemoSeedOptions } from './seed-demo-data';

/** The demo seed's settings, with the defaults documented for `npm run db:seed`. */
export function readDemoSeedOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): DemoSeedOptions {
  const dataDir = env.DATA_DIR || '.data';
  return {
    uploadsDir: resolve(env.UPLOADS_DIR || `${dataDir}/uploads`),
    staff: {
      email: env.SEED_STAFF_EMAIL || 'staff@example.com',
      password: env.SEED_STAFF_PASSWORD || 'Staff-Passw0rd!',
    },
    customer: {
      email: env.SEED_CUSTOMER_EMAIL || 'customer@example.com',
      password: env.SEED_CUSTOMER_PASSWORD || 'Customer-Passw0rd!',
    },
  };
}
