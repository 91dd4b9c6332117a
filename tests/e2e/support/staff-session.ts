import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { e2eBaseUrl } from './ports';

export const demoStaff = { email: 'staff@example.com', password: 'Staff-Passw0rd!' };
export const demoEditor = { email: 'editor@example.com', password: 'Editor-Passw0rd!' };

type StaffAccount = typeof demoStaff;

/**
 * A live session token for a demo staff account. Sign-in is rate-limited per account and address,
 * and every spec shares one server and one address, so the token is kept in the run's data folder
 * and reused by every spec file while it works; a spec that signs the account out makes the next
 * caller sign in again.
 */
async function getStaffToken(request: APIRequestContext, account: StaffAccount): Promise<string> {
  const cacheFile = join(process.env.E2E_DATA_DIR ?? '.', `staff-token-${account.email}`);
  if (existsSync(cacheFile)) {
    const cached = readFileSync(cacheFile, 'utf8');
    const check = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${cached}` } });
    if (check.ok()) return cached;
  }
  const response = await request.post('/api/admin/login', { data: account });
  expect(response.status()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  writeFileSync(cacheFile, token);
  return token;
}

/** A bearer header for a demo staff account (the manager unless told otherwise). */
export async function getStaffAuthorization(request: APIRequestContext, account: StaffAccount = demoStaff): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await getStaffToken(request, account)}` };
}

/** Signs a browser context in to the back office as a demo staff account, as the login page would. */
export async function signInToBackOffice(context: BrowserContext, account: StaffAccount = demoStaff): Promise<void> {
  const token = await getStaffToken(context.request, account);
  await context.addCookies([{ name: 'admin_auth_token', value: token, url: e2eBaseUrl, httpOnly: true, sameSite: 'Lax' }]);
}
