import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { e2eBaseUrl } from './ports';

export const demoStaff = { email: 'staff@example.com', password: 'Staff-Passw0rd!' };
export const demoEditor = { email: 'editor@example.com', password: 'Editor-Passw0rd!' };
export const demoCustomer = { email: 'customer@example.com', password: 'Customer-Passw0rd!' };

type StaffAccount = typeof demoStaff;

/** The password staff members added by a test start with; it meets the staff password rule. */
export const TEMPORARY_STAFF_PASSWORD = 'Temp-Passw0rd!';

/** A staff member of a test's own, to add through the API (signing one out or changing its password touches no one else). */
export function newStaffMember(role: 'MANAGER' | 'EDITOR') {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { firstName: 'Nora', lastName: `Gagnon${suffix.slice(-5)}`, email: `nora-${suffix}@example.com`, role, password: TEMPORARY_STAFF_PASSWORD };
}

/** Adds a staff member of the test's own through the manager's API and answers their e-mail and password. */
export async function addStaffMember(request: APIRequestContext, role: 'MANAGER' | 'EDITOR'): Promise<StaffAccount> {
  const member = newStaffMember(role);
  const added = await request.post('/api/admin/staff', { headers: await getStaffAuthorization(request), data: member });
  expect(added.status()).toBe(201);
  return { email: member.email, password: member.password };
}

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
