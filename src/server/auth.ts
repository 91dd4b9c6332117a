import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/signed-in-hint';
import { getServerEnv } from './env';

/** SPEC §9: admin_auth_token, 3 days, path `/`. */
export const STAFF_COOKIE = { name: 'admin_auth_token', maxAgeSeconds: 259_200 } as const;
export const CUSTOMER_COOKIE = { name: 'customer_session', maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

interface SessionPayload {
  userId: string;
  role: 'STAFF' | 'CUSTOMER';
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
    return { userId: payload.userId, role: payload.role };
  } catch {
    return null; // tampered, expired or sealed with another secret
  }
}

export async function startStaffSession(userId: string): Promise<string> {
  const token = await sealSessionToken({ userId, role: 'STAFF' }, STAFF_COOKIE.maxAgeSeconds);
  (await cookies()).set(STAFF_COOKIE.name, token, cookieOptions(STAFF_COOKIE.maxAgeSeconds));
  return token;
}

/** The signed-in staff member's id, from the cookie or a bearer token; null when absent or invalid. */
export async function getStaffUserId(): Promise<string | null> {
  const authorization = (await headers()).get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = bearer ?? (await cookies()).get(STAFF_COOKIE.name)?.value;
  if (!token) return null;
  const session = await unsealSessionToken(token);
  return session?.role === 'STAFF' ? session.userId : null;
}

/** The signed-in customer's id; null for guests. */
export async function getCustomerUserId(): Promise<string | null> {
  const token = (await cookies()).get(CUSTOMER_COOKIE.name)?.value;
  if (!token) return null;
  const session = await unsealSessionToken(token);
  return session?.role === 'CUSTOMER' ? session.userId : null;
}

/**
 * Signs a customer in: the sealed session cookie, and beside it the readable `signed_in` hint
 * (src/lib/signed-in-hint.ts) that tells the browser to ask for the account's love list.
 */
export async function startCustomerSession(userId: string): Promise<void> {
  const token = await sealSessionToken({ userId, role: 'CUSTOMER' }, CUSTOMER_COOKIE.maxAgeSeconds);
  const jar = await cookies();
  jar.set(CUSTOMER_COOKIE.name, token, cookieOptions(CUSTOMER_COOKIE.maxAgeSeconds));
  jar.set(SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions(CUSTOMER_COOKIE.maxAgeSeconds), httpOnly: false });
}

/** Signs the customer out of this browser: both cookies go. */
export async function endCustomerSession(): Promise<void> {
  const jar = await cookies();
  jar.delete({ name: CUSTOMER_COOKIE.name, path: '/' });
  jar.delete({ name: SIGNED_IN_HINT_COOKIE, path: '/' });
}
