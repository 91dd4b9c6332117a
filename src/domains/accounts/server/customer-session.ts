import 'server-only';
import { cache } from 'react';
import { clearCustomerSessionCookies, getCustomerSessionSeconds, readCustomerSession, setCustomerSessionCookies } from '@/server/auth';
import { getLoginPath } from '@/lib/return-path';
import { redirectInRequestLocale } from '@/i18n/localized-redirect';
import { AppError } from '@/server/errors';
import { endCustomerSession, isCustomerSessionLive, openCustomerSession } from './customer-session-service';

/**
 * The signed-in customer's id; null for guests and for a session that sign-out, a password change or
 * sign out everywhere has ended. Read once per render: booking checkout's `authenticated` guard and
 * the page itself both ask, and each asking was a database read.
 */
export const getCustomerUserId = cache(async (): Promise<string | null> => {
  const session = await readCustomerSession();
  return session && (await isCustomerSessionLive(session)) ? session.userId : null;
});

/** The signed-in customer's id; a guest goes to the login page, which brings them back to `path`. */
export async function requireCustomerUserId(path: string): Promise<string> {
  const userId = await getCustomerUserId();
  if (!userId) return redirectInRequestLocale(getLoginPath(path));
  return userId;
}

/**
 * Signs a customer in on this browser. The customer was just proven (password, reset link, staff
 * link): a new stored session, whose token carries the account's session version as it is now.
 */
export async function startCustomerSession(userId: string, options: { actingStaff?: { staffId: string; customerName: string } } = {}): Promise<void> {
  const { actingStaff } = options;
  const ttlSeconds = getCustomerSessionSeconds({ acting: actingStaff !== undefined });
  const { sessionId, version, actingStaffVersion } = await openCustomerSession(userId, { ttlSeconds, actingStaffId: actingStaff?.staffId });
  if (!actingStaff) return setCustomerSessionCookies({ userId, version, sessionId });
  // openCustomerSession answers the acting member's version or refuses; never an acting session without it.
  if (actingStaffVersion === undefined) throw new AppError('unauthorized', 'Please sign in again.');
  await setCustomerSessionCookies({ userId, version, sessionId, actingStaff: { ...actingStaff, staffVersion: actingStaffVersion } });
}

/** Signs this browser out: its session ends (the cookie opens nothing anywhere any more), then its cookies go. */
export async function endThisCustomerSession(): Promise<void> {
  const session = await readCustomerSession();
  if (session) await endCustomerSession(session);
  await clearCustomerSessionCookies();
}
