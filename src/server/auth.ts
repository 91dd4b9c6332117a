import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { SIGNED_IN_HINT_COOKIE, STAFF_ACTING_HINT_COOKIE } from '@/lib/signed-in-hint';
import { getServerEnv } from './env';
import { noteUserKind } from './log';

/** SPEC §9: admin_auth_token, 3 days, path `/`. */
export const STAFF_COOKIE = { name: 'admin_auth_token', maxAgeSeconds: 259_200 } as const;
export const CUSTOMER_COOKIE = { name: 'customer_session', maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
/** Staff acting as a customer ("log in as this user") get a short session: it is for a quick look, not a day's work. */
const STAFF_ACTING_SESSION_SECONDS = 60 * 60;

export interface SessionPayload {
  userId: string;
  role: 'STAFF' | 'CUSTOMER';
  /**
   * The user's session version when the token was issued; raising it ends the token (see
   * `StaffSession`). A customer token without one, or without a `sessionId`, opens nothing.
   */
  version?: number;
  /** Customer only: the `CustomerSession` row this browser's session is; signing out deletes it. */
  sessionId?: string;
  /** Customer only: the staff member acting as this customer through a login link. */
  actingStaffId?: string;
  /** Customer only, with `actingStaffId`: that staff member's session version then; the session ends with theirs. */
  actingStaffVersion?: number;
}

/** A staff token's claims; it is valid while `version` equals the user's current session version. */
export interface StaffSession {
  userId: string;
  version: number;
}

function cookieOptions(maxAge: number) {
  return {
    httpOnly: true,
    secure: getServerEnv().NODE_ENV === 'production' && getServerEnv().SITE_URL.startsWith('https:'),
    sameSite: 'lax' as const,
    path: '/',
    maxAge,
  };
}

/** A sealed, tamper-proof token; the same value works as cookie and as `Authorization: Bearer`. */
export function sealSessionToken(payload: SessionPayload, ttlSeconds: number): Promise<string> {
  return sealData(payload, { password: getServerEnv().SESSION_SECRET, ttl: ttlSeconds });
}

export async function unsealSessionToken(token: string): Promise<SessionPayload | null> {
  try {
    const payload = await unsealData<Partial<SessionPayload>>(token, { password: getServerEnv().SESSION_SECRET });
    if (typeof payload.userId !== 'string' || (payload.role !== 'STAFF' && payload.role !== 'CUSTOMER')) return null;
    return {
      userId: payload.userId,
      role: payload.role,
      ...(typeof payload.version === 'number' ? { version: payload.version } : {}),
      ...(typeof payload.sessionId === 'string' ? { sessionId: payload.sessionId } : {}),
      ...(typeof payload.actingStaffId === 'string' ? { actingStaffId: payload.actingStaffId } : {}),
      ...(typeof payload.actingStaffVersion === 'number' ? { actingStaffVersion: payload.actingStaffVersion } : {}),
    };
  } catch {
    return null; // tampered, expired or sealed with another secret
  }
}

export async function startStaffSession({ userId, version }: StaffSession): Promise<string> {
  const token = await sealSessionToken({ userId, role: 'STAFF', version }, STAFF_COOKIE.maxAgeSeconds);
  (await cookies()).set(STAFF_COOKIE.name, token, cookieOptions(STAFF_COOKIE.maxAgeSeconds));
  return token;
}

/**
 * The staff session this request carries, from a bearer token or the cookie; null when absent or
 * not a sealed staff token. Whether it was revoked is accounts' check (staff-route.ts).
 */
export async function getStaffSession(): Promise<StaffSession | null> {
  const authorization = (await headers()).get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = bearer ?? (await cookies()).get(STAFF_COOKIE.name)?.value;
  if (!token) return null;
  const session = await unsealSessionToken(token);
  if (session?.role !== 'STAFF' || session.version === undefined) return null;
  noteUserKind('staff');
  return { userId: session.userId, version: session.version };
}

/** Forgets the staff cookie in this browser; `endStaffSessions` revokes every token server-side. */
export async function clearStaffCookie(): Promise<void> {
  (await cookies()).delete({ name: STAFF_COOKIE.name, path: '/' });
}

/** The customer session cookie's claims, unchecked against the account (accounts' customer-session.ts checks). */
export async function readCustomerSession(): Promise<SessionPayload | null> {
  const token = (await cookies()).get(CUSTOMER_COOKIE.name)?.value;
  const session = token ? await unsealSessionToken(token) : null;
  if (session?.role !== 'CUSTOMER') return null;
  noteUserKind('customer');
  return session;
}

/** How long a customer session lasts: the stored session, its cookie and its sealed token alike. */
export function getCustomerSessionSeconds({ acting }: { acting: boolean }): number {
  return acting ? STAFF_ACTING_SESSION_SECONDS : CUSTOMER_COOKIE.maxAgeSeconds;
}

/**
 * Sets a customer's session: the sealed session cookie, and beside it the readable `signed_in` hint
 * (src/lib/signed-in-hint.ts) that tells the browser to ask for the account's love list. A staff
 * member acting as the customer gets a short session naming them, and a second readable hint with
 * the customer's name, from which every page shows the "signed in by staff" banner.
 */
export async function setCustomerSessionCookies({
  userId,
  version,
  sessionId,
  actingStaff,
}: {
  userId: string;
  version: number;
  sessionId: string;
  actingStaff?: { staffId: string; staffVersion: number; customerName: string };
}): Promise<void> {
  const maxAge = getCustomerSessionSeconds({ acting: actingStaff !== undefined });
  const token = await sealSessionToken(
    { userId, role: 'CUSTOMER', version, sessionId, ...(actingStaff ? { actingStaffId: actingStaff.staffId, actingStaffVersion: actingStaff.staffVersion } : {}) },
    maxAge,
  );
  const jar = await cookies();
  jar.set(CUSTOMER_COOKIE.name, token, cookieOptions(maxAge));
  jar.set(SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions(maxAge), httpOnly: false });
  if (actingStaff) jar.set(STAFF_ACTING_HINT_COOKIE, actingStaff.customerName, { ...cookieOptions(maxAge), httpOnly: false });
  else jar.delete({ name: STAFF_ACTING_HINT_COOKIE, path: '/' });
}

/**
 * After a password change has ended every session of the customer: this browser's session goes
 * on with the new version, keeping what it was (a staff member acting stays marked as such).
 */
export async function renewCustomerSession(version: number): Promise<void> {
  const session = await readCustomerSession();
  if (!session) return;
  const maxAge = getCustomerSessionSeconds({ acting: session.actingStaffId !== undefined });
  (await cookies()).set(CUSTOMER_COOKIE.name, await sealSessionToken({ ...session, version }, maxAge), cookieOptions(maxAge));
}

/** Forgets the customer's cookies in this browser; accounts' `endThisCustomerSession` also ends the session itself. */
export async function clearCustomerSessionCookies(): Promise<void> {
  const jar = await cookies();
  jar.delete({ name: CUSTOMER_COOKIE.name, path: '/' });
  jar.delete({ name: SIGNED_IN_HINT_COOKIE, path: '/' });
  jar.delete({ name: STAFF_ACTING_HINT_COOKIE, path: '/' });
}
