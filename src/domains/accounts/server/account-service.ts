import 'server-only';
import { deleteUntouchedCustomer } from './repository';
import { getDatabase, isUniqueViolation, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { enforceRateLimit, type RateLimitRule } from '@/server/rate-limit';
import { toAppLocale, type AppLocale } from '@/i18n/locale';
import { hashPassword, verifyPassword } from '../lib/password';
import { passwordSchema, type CustomerProfile, type PasswordChange } from '../schemas';
import {
  countBalanceEntries,
  customerExistsWithEmail,
  findBalanceEntries,
  findCustomerAccount,
  findCustomerLocaleByEmail,
  findCustomerPasswordHash,
  updateCustomerDetails,
  updateCustomerLocale,
  type BalanceEntryRow,
} from './repository-account';
import { updatePasswordAndSessionVersion } from './repository';
import { authenticateCustomer, registerCustomer } from './service';

export type CustomerAccount = { id: string; firstName: string; lastName: string; email: string; phone: string | null; balanceCents: number };

/** The signed-in customer's account; a session whose account is gone must sign in again. */
export async function getCustomerAccountOrThrow(userId: string, db?: DatabaseClient): Promise<CustomerAccount> {
  const account = await findCustomerAccount(getDatabase(db), userId);
  if (!account) throw new AppError('unauthorized', 'Please sign in again.');
  return account;
}

/** The login's answer, with its one message also on the form's password field, where the person looks. */
async function signInWithPasswordField(credentials: { email: string; password: string }, clientIp: string, db: DatabaseClient): Promise<{ userId: string }> {
  try {
    return await authenticateCustomer(credentials, clientIp, db);
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthorized') throw new AppError('unauthorized', error.message, { password: ['loginFailed'] });
    throw error;
  }
}

/**
 * The customer acted in this language: signed in, opened their account, set a new password or
 * activated a voucher. Their e-mails (password resets, bookings, staff messages) follow the
 * language they last used the shop in; an anonymous request, such as asking for a reset, changes
 * nothing, since anyone can make it for any address.
 */
export async function rememberCustomerLocale(userId: string, locale: AppLocale, db?: DatabaseClient): Promise<void> {
  await updateCustomerLocale(getDatabase(db), userId, locale);
}

/** The language of the customer with this e-mail, or null when the address has no customer account. */
export async function findCustomerLocale(email: string, db?: DatabaseClient): Promise<AppLocale | null> {
  const customer = await findCustomerLocaleByEmail(getDatabase(db), email);
  return customer ? toAppLocale(customer.locale) : null;
}

export type CustomerSignIn = { firstName: string; lastName: string; email: string; phone: string; password: string };

/**
 * One password field for both cases of a flow such as voucher activation: an e-mail that has an
 * account signs in with it (the login's limits and its one failure message), any other opens a
 * new account, where SPEC §5's rule applies. Two first-time requests racing for one e-mail: the
 * loser's insert hits the unique index and it signs in instead.
 */
export async function signInOrRegisterCustomer(input: CustomerSignIn, clientIp: string, db?: DatabaseClient): Promise<{ userId: string; registered: boolean }> {
  const database = getDatabase(db);
  const credentials = { email: input.email, password: input.password };
  if (await customerExistsWithEmail(database, input.email)) return { ...(await signInWithPasswordField(credentials, clientIp, database)), registered: false };
  const rule = passwordSchema.safeParse(input.password);
  if (!rule.success) {
    throw new AppError('invalid_input', 'Some fields need attention.', { password: [rule.error.issues[0]?.message ?? 'passwordRule'] });
  }
  try {
    const { userId } = await registerCustomer({ firstName: input.firstName, lastName: input.lastName, email: input.email, password: input.password }, database);
    await updateCustomerDetails(database, userId, { phone: input.phone });
    return { userId, registered: true };
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') return { ...(await signInWithPasswordField(credentials, clientIp, database)), registered: false };
    throw error;
  }
}

/**
 * Takes back an account a guest's attempt opened for nothing (another activation took the
 * certificate meanwhile), as if the number had been wrong from the start. An account anything
 * already refers to stays.
 */
export async function removeUnusedNewCustomer(userId: string, db?: DatabaseClient): Promise<void> {
  await deleteUntouchedCustomer(getDatabase(db), userId);
}

/** Changing the e-mail refuses one another account has (the unique index decides, not a read). */
export async function updateCustomerProfile(userId: string, profile: CustomerProfile, db?: DatabaseClient): Promise<void> {
  const database = getDatabase(db);
  await getCustomerAccountOrThrow(userId, database);
  try {
    await updateCustomerDetails(database, userId, profile);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'An account with this e-mail already exists.', { email: ['emailTaken'] });
    throw error;
  }
}

/** Slow enough to stop someone at an unlocked screen from guessing the current password. */
const passwordChangeRule: RateLimitRule = { name: 'password-change', limit: 10, windowSeconds: 900 };

/**
 * A new password, proven by the current one. Every session of the customer ends (a thief with
 * the old password is out); the answer is the new session version, which the caller re-issues
 * its own session with.
 */
export async function changeCustomerPassword(userId: string, change: PasswordChange, db?: DatabaseClient): Promise<{ version: number }> {
  const database = getDatabase(db);
  await enforceRateLimit(database, passwordChangeRule, userId);
  const account = await findCustomerPasswordHash(database, userId);
  if (!account) throw new AppError('unauthorized', 'Please sign in again.');
  if (!(await verifyPassword(account.passwordHash, change.currentPassword))) {
    throw new AppError('invalid_input', 'The current password is not right.', { currentPassword: ['currentPasswordWrong'] });
  }
  const { sessionVersion } = await updatePasswordAndSessionVersion(database, userId, await hashPassword(change.newPassword));
  return { version: sessionVersion };
}

export const BALANCE_HISTORY_PAGE_SIZE = 20;

export type BalanceHistoryEntry = BalanceEntryRow;

export type BalanceHistoryPage = { entries: BalanceHistoryEntry[]; page: number; pageCount: number; total: number };

/** Every movement of the balance, newest first, 20 a page; a page past the end shows the last one. */
export async function listBalanceHistory(userId: string, requestedPage: number, db?: DatabaseClient): Promise<BalanceHistoryPage> {
  const database = getDatabase(db);
  const total = await countBalanceEntries(database, userId);
  const pageCount = Math.max(1, Math.ceil(total / BALANCE_HISTORY_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
  const entries = await findBalanceEntries(database, userId, { skip: (page - 1) * BALANCE_HISTORY_PAGE_SIZE, take: BALANCE_HISTORY_PAGE_SIZE });
  return { page, pageCount, total, entries };
}
