import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sealData } from 'iron-session';
import { createDemoId } from '../../../prisma/seed/random';

/** The demo customer's session cookie, sealed with the secret the launcher keeps beside the data. */
export async function sealCustomerCookie(): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const password = process.env.SESSION_SECRET ?? readFileSync(join(dataDir, 'session-secret'), 'utf8').trim();
  const token = await sealData({ userId: createDemoId('user:customer'), role: 'CUSTOMER' }, { password, ttl: 3600 });
  return `customer_session=${token}`;
}
