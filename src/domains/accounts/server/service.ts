import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { enforceRateLimit } from '@/server/rate-limit';
import { verifyPassword } from '../lib/password';
import type { LoginInput, StaffProfile } from '../schemas';
import { findUserCredentialsByEmail, findUserProfileById } from './repository';

const LOGIN_FAILED_MESSAGE = 'Incorrect email or password';
const loginAttemptsPerIp = { name: 'login-ip', limit: 20, windowSeconds: 900 };
const loginAttemptsPerAccount = { name: 'login-account', limit: 10, windowSeconds: 900 };

/**
 * Checks staff credentials. Unknown e-mail, wrong password and a customer account all fail
 * with the same message so the answer reveals nothing about which accounts exist.
 */
export async function authenticateStaff(input: LoginInput, clientIp: string, db?: DatabaseClient): Promise<{ userId: string }> {
  const database = getDatabase(db);
  await enforceRateLimit(database, loginAttemptsPerIp, clientIp);
  await enforceRateLimit(database, loginAttemptsPerAccount, input.email);
  const user = await findUserCredentialsByEmail(database, input.email);
  const passwordMatches = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user || !passwordMatches || user.role !== 'STAFF') throw new AppError('unauthorized', LOGIN_FAILED_MESSAGE);
  return { userId: user.id };
}

/** A staff member's own profile; a session whose user is gone or no longer staff is not authorised. */
export async function getStaffProfileOrThrow(userId: string, db?: DatabaseClient): Promise<StaffProfile> {
  const user = await findUserProfileById(getDatabase(db), userId);
  if (!user || user.role !== 'STAFF') throw new AppError('unauthorized', 'Please sign in again.');
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    balance: user.balanceCents,
    country_code: user.countryCode,
  };
}
