import { expect, type APIRequestContext } from '@playwright/test';

export const demoStaff = { email: 'staff@example.com', password: 'Staff-Passw0rd!' };

let bearer: Promise<Record<string, string>> | undefined;

/**
 * A bearer header for the demo staff member, signed in once per test file: sign-in is
 * rate-limited per account, and the suites share one server.
 */
export function getStaffAuthorization(request: APIRequestContext): Promise<Record<string, string>> {
  bearer ??= (async () => {
    const response = await request.post('/api/admin/login', { data: demoStaff });
    expect(response.status()).toBe(200);
    const { access_token: token } = (await response.json()) as { access_token: string };
    return { Authorization: `Bearer ${token}` };
  })();
  return bearer;
}
