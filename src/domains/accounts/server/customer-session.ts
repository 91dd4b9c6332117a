import 'server-only';
import { redirect } from 'next/navigation';
import { readCustomerSession, setCustomerSessionCookies } from '@/server/auth';
import { getLoginPath } from '@/lib/return-path';
import { getSessionVersion, isCustomerSessionLive } from './service';

/** The signed-in customer's id; null for guests and for a session a password change or sign-out everywhere has ended. */
export async function getCustomerUserId(): Promise<string | null> {
  const session = await readCustomerSession();
  return session && (await isCustomerSessionLive(session)) ? session.userId : null;
}

/** The signed-in customer's id; a guest goes to the login page, which brings them back to `path`. */
export async function requireCustomerUserId(path: string): Promise<string> {
  const userId = await getCustomerUserId();
  if (!userId) redirect(getLoginPath(path));
  return userId;
}

/**
 * Signs a customer in on this browser. The customer was just proven (password, reset link, staff
 * link): the token carries the account's session version as it is now.
 */
export async function startCustomerSession(userId: string, options: { actingStaff?: { staffId: string; customerName: string } } = {}): Promise<void> {
  await setCustomerSessionCookies({ userId, version: await getSessionVersion(userId), actingStaff: options.actingStaff });
}
