import 'server-only';
import { randomBytes } from 'node:crypto';
import { getDatabase, isForeignKeyViolation, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { findSessionVersion } from './repository';
import {
  deleteCustomerSession,
  deleteCustomerSessionsOfUser,
  deleteExpiredCustomerSessionRows,
  findActingStaffMember,
  findLiveCustomerSession,
  insertCustomerSession,
} from './repository-customer-session';

/** What a customer's session cookie claims (src/server/auth.ts), before anything here checks it. */
export type CustomerSessionClaims = { userId: string; version?: number; sessionId?: string; actingStaffId?: string; actingStaffVersion?: number };

/**
 * Stores a new session of a customer who was just proven (password, reset link, staff link).
 * Answers its id and the account's session version, both of which its token carries, and for
 * staff acting as the customer that member's session version, so the session ends with theirs.
 */
export async function openCustomerSession(
  userId: string,
  options: { ttlSeconds: number; actingStaffId?: string; now?: Date },
  db?: DatabaseClient,
): Promise<{ sessionId: string; version: number; actingStaffVersion?: number }> {
  const database = getDatabase(db);
  const [account, actingStaff] = await Promise.all([
    findSessionVersion(database, userId),
    options.actingStaffId === undefined ? null : findActingStaffMember(database, { id: options.actingStaffId }),
  ]);
  if (!account || (options.actingStaffId !== undefined && !actingStaff)) throw new AppError('unauthorized', 'Please sign in again.');
  const now = options.now ?? new Date();
  const sessionId = randomBytes(24).toString('base64url');
  try {
    await insertCustomerSession(database, { id: sessionId, userId, expiresAt: new Date(now.getTime() + options.ttlSeconds * 1000) });
  } catch (error) {
    // The account was removed since it was read.
    if (isForeignKeyViolation(error)) throw new AppError('unauthorized', 'Please sign in again.');
    throw error;
  }
  return { sessionId, version: account.sessionVersion, ...(actingStaff ? { actingStaffVersion: actingStaff.sessionVersion } : {}) };
}

/**
 * Whether a customer's session is still live: stored (sign-out deletes it), unexpired, and issued
 * at the account's session version (a password change raises it and ends the others). A token
 * from before sessions were stored names none and opens nothing. Staff acting as the customer
 * also need their own sessions to be live: a staff sign-out, new role, new password or removal
 * ends the acting session with the rest.
 */
export async function isCustomerSessionLive(claims: CustomerSessionClaims, options: { now?: Date } = {}, db?: DatabaseClient): Promise<boolean> {
  if (claims.sessionId === undefined || claims.version === undefined) return false;
  const acting = claims.actingStaffId !== undefined;
  if (acting && claims.actingStaffVersion === undefined) return false;
  const database = getDatabase(db);
  const [live, actingStaff] = await Promise.all([
    findLiveCustomerSession(database, { id: claims.sessionId, userId: claims.userId, version: claims.version }, options.now ?? new Date()),
    acting ? findActingStaffMember(database, { id: claims.actingStaffId ?? '', version: claims.actingStaffVersion }) : null,
  ]);
  return live !== null && (!acting || actingStaff !== null);
}

/** Sign-out: this session ends wherever its cookie is; the customer's other sessions go on. */
export async function endCustomerSession(claims: CustomerSessionClaims, db?: DatabaseClient): Promise<void> {
  if (claims.sessionId === undefined) return;
  await deleteCustomerSession(getDatabase(db), { id: claims.sessionId, userId: claims.userId });
}

/** "Sign out everywhere": every session of the customer ends, staff acting as them included. */
export async function endAllCustomerSessions(userId: string, db?: DatabaseClient): Promise<void> {
  await deleteCustomerSessionsOfUser(getDatabase(db), userId);
}

/** Removes sessions past their end (they open nothing already); the job worker runs it daily. */
export async function deleteExpiredCustomerSessions(options: { now?: Date } = {}, db?: DatabaseClient): Promise<number> {
  const { count } = await deleteExpiredCustomerSessionRows(getDatabase(db), options.now ?? new Date());
  return count;
}
