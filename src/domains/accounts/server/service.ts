import 'server-only';
import { getDatabase, isUniqueViolation, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { enforceRateLimit, type RateLimitRule } from '@/server/rate-limit';
import { hashPassword, verifyPassword } from '../lib/password';
import type { LoginInput, SignUpInput, StaffProfile } from '../schemas';
import { findUserCredentialsByEmail, findUserProfileById, insertCustomer } from './repository';

const LOGIN_FAILED_MESSAGE = 'Incorrect email or password';
const loginAttemptsPerIp = { name: 'login-ip', limit: 20, windowSeconds: 900 };
const loginAttemptsPerAccount = { name: 'login-account', limit: 10, windowSeconds: 900 };
/**
 * Customers: a stranger's guesses must not lock the owner out, so the tight limit counts one
 * account from one address, and the per-account limit is loose and slow (docs/security.md).
 */
const customerLoginRules = {
  perIp: { name: 'customer-login-ip', limit: 20, windowSeconds: 900 },
  perAccountAndIp: { name: 'customer-login-account-ip', limit: 10, windowSeconds: 900 },
  perAccount: { name: 'customer-login-account', limit: 100, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/** Verified when the e-mail has no account, so a wrong e-mail takes as long as a wrong password. */
let dummyPasswordHash: Promise<string> | undefined;
async function verifyPasswordOfAccount(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyPasswordHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyPasswordHash, password);
  return false;
}

/**
 * Checks staff credentials. Unknown e-mail, wrong password and a customer account all fail
 * with the same message so the answer reveals nothing about which accounts exist.
 */
export async function authenticateStaff(input: LoginInput, clientIp: string, db?: DatabaseClient): Promise<{ userId: string }> {
  const database = getDatabase(db);
  await enforceRateLimit(database, loginAttemptsPerIp, clientIp);
  await enforceRateLimit(database, loginAttemptsPerAccount, input.email);
  const user = await findUserCredentialsByEmail(database, input.email);
  const passwordMatches = await verifyPasswordOfAccount(user?.passwordHash, input.password);
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

/** Checks a customer's credentials; every failure has SPEC §8's one message. */
export async function authenticateCustomer(input: LoginInput, clientIp: string, db?: DatabaseClient): Promise<{ userId: string }> {
  const database = getDatabase(db);
  await enforceRateLimit(database, customerLoginRules.perIp, clientIp);
  await enforceRateLimit(database, customerLoginRules.perAccountAndIp, `${input.email}|${clientIp}`);
  await enforceRateLimit(database, customerLoginRules.perAccount, input.email);
  const user = await findUserCredentialsByEmail(database, input.email);
  const passwordMatches = await verifyPasswordOfAccount(user?.passwordHash, input.password);
  if (!user || !passwordMatches || user.role !== 'CUSTOMER') throw new AppError('unauthorized', LOGIN_FAILED_MESSAGE);
  return { userId: user.id };
}

/**
 * Opens a customer account. A taken e-mail is a `conflict` on the field, found by the unique
 * index rather than a read first, so two concurrent sign-ups cannot both win.
 */
export async function registerCustomer(input: SignUpInput, db?: DatabaseClient): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    const { id } = await insertCustomer(getDatabase(db), { firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash });
    return { userId: id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'An account with this e-mail already exists.', { email: ['emailTaken'] });
    throw error;
  }
}
