import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { queueEmail } from '@/domains/mail/server/service';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { getLocalizedSiteUrl, toAppLocale, type AppLocale } from '@/i18n/locale';
import { routing } from '@/i18n/routing';
import { getServerEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import { enforceRateLimit, type RateLimitRule } from '@/server/rate-limit';
import { hashPassword, verifyPassword } from '../lib/password';
import { createResetToken, deriveResetLinkKey, hashResetToken, RESET_TOKEN_TTL_MS } from '../lib/reset-token';
import { deriveSignUpLinkKey, SIGN_UP_LINK_TTL_SECONDS } from '../lib/sign-up-link';
import type { StaffRole } from '@/lib/staff-access';
import { RESET_TOKEN_PATTERN } from '../schemas';
import type { StaffSession } from '@/server/auth';
import type { ChangePasswordInput, LoginInput, PasswordResetRequestInput, SignUpInput, StaffProfile } from '../schemas';
import {
  findUserCredentialsByEmail,
  findUserProfileById,
  incrementSessionVersion,
  insertCustomer,
  updatePasswordAndSessionVersion,
} from './repository';
import { findStaffMembers } from './repository-back-office';
import {
  findUserForPasswordReset,
  findUsablePasswordResetToken,
  insertPasswordResetToken,
  markPasswordResetTokenUsed,
  markUnusedPasswordResetTokensUsed,
} from './repository-password-reset';

const LOGIN_FAILED_MESSAGE = 'Incorrect email or password';

/**
 * A stranger's guesses must not lock the owner out, so the tight limit counts one account from
 * one address, and the per-account limit is loose and slow (docs/security.md). Staff and
 * customers are counted apart.
 */
function signInRules(who: 'staff' | 'customer') {
  return {
    perIp: { name: `${who}-login-ip`, limit: 20, windowSeconds: 900 },
    perAccountAndIp: { name: `${who}-login-account-ip`, limit: 10, windowSeconds: 900 },
    perAccount: { name: `${who}-login-account`, limit: 100, windowSeconds: 3600 },
  } satisfies Record<string, RateLimitRule>;
}
const staffLoginRules = signInRules('staff');
const customerLoginRules = signInRules('customer');

async function enforceSignInLimits(database: DatabaseClient, rules: ReturnType<typeof signInRules>, email: string, clientIp: string) {
  await enforceRateLimit(database, rules.perIp, clientIp);
  await enforceRateLimit(database, rules.perAccountAndIp, `${email}|${clientIp}`);
  await enforceRateLimit(database, rules.perAccount, email);
}

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
export async function authenticateStaff(input: LoginInput, clientIp: string, db?: DatabaseClient): Promise<StaffSession> {
  const database = getDatabase(db);
  await enforceSignInLimits(database, staffLoginRules, input.email, clientIp);
  const user = await findUserCredentialsByEmail(database, input.email);
  const passwordMatches = await verifyPasswordOfAccount(user?.passwordHash, input.password);
  if (!user || !passwordMatches || user.role === 'CUSTOMER' || user.staffRemovedAt) throw new AppError('unauthorized', LOGIN_FAILED_MESSAGE);
  return { userId: user.id, version: user.sessionVersion };
}

/** The staff member behind a request: their role decides what they may open (lib/staff-access.ts). */
export interface StaffMember {
  id: string;
  role: StaffRole;
  profile: StaffProfile;
}

/**
 * The staff member a session token names. A user who is gone, is no longer staff, or whose
 * sessions were ended since the token was issued (sign-out, new password, removal) is not authorised.
 */
export async function getStaffMemberOrThrow(session: StaffSession, db?: DatabaseClient): Promise<StaffMember> {
  const user = await findUserProfileById(getDatabase(db), session.userId);
  if (!user || user.role === 'CUSTOMER' || user.staffRemovedAt || user.sessionVersion !== session.version) {
    throw new AppError('unauthorized', 'Please sign in again.');
  }
  return {
    id: session.userId,
    role: user.role,
    profile: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phone,
      balance: user.balanceCents,
      country_code: user.countryCode,
      role: user.role,
    },
  };
}

export type StaffMemberSummary = { id: string; name: string; email: string; role: StaffRole };

/** Every staff member, for the back office's filters (e.g. the audit log's "who"). */
export async function listStaffMembers(db?: DatabaseClient): Promise<StaffMemberSummary[]> {
  const rows = await findStaffMembers(getDatabase(db));
  return rows.flatMap((row) => (row.role === 'CUSTOMER' ? [] : [{ id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email, role: row.role }]));
}

/** Ends every session of a staff member at once, on every device and API client. */
export async function endStaffSessions(userId: string, db?: DatabaseClient): Promise<void> {
  await incrementSessionVersion(getDatabase(db), userId);
}

/** Checks a customer's credentials; every failure has SPEC §8's one message. */
export async function authenticateCustomer(input: LoginInput, clientIp: string, db?: DatabaseClient): Promise<{ userId: string }> {
  const database = getDatabase(db);
  await enforceSignInLimits(database, customerLoginRules, input.email, clientIp);
  const user = await findUserCredentialsByEmail(database, input.email);
  const passwordMatches = await verifyPasswordOfAccount(user?.passwordHash, input.password);
  if (!user || !passwordMatches || user.role !== 'CUSTOMER') throw new AppError('unauthorized', LOGIN_FAILED_MESSAGE);
  return { userId: user.id };
}

/**
 * Opens a customer account (the guest activation's sign-up, a confirmed sign-up link). A taken
 * e-mail is a `conflict` on the field, found by the unique index rather than a read first, so two
 * concurrent sign-ups cannot both win.
 */
export async function registerCustomer(input: SignUpInput, db?: DatabaseClient): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(input.password);
  return insertNewCustomer({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash }, db);
}

async function insertNewCustomer(customer: { firstName: string; lastName: string; email: string; passwordHash: string }, db?: DatabaseClient): Promise<{ userId: string }> {
  try {
    const { id } = await insertCustomer(getDatabase(db), customer);
    return { userId: id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'An account with this e-mail already exists.', { email: ['emailTaken'] });
    throw error;
  }
}

/** Sign-up requests e-mail the address they name, so they are limited as reset requests are. */
const signUpRules = {
  perEmailAndIp: { name: 'sign-up-email-ip', limit: 5, windowSeconds: 3600 },
  perIp: { name: 'sign-up-ip', limit: 20, windowSeconds: 3600 },
  perEmail: { name: 'sign-up-email', limit: 30, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/** What a sign-up link carries, sealed: the account to open and where the customer goes next. */
type SealedSignUp = { firstName: string; lastName: string; email: string; passwordHash: string; returnPath: string };

function getSignUpLinkKey(): string {
  return deriveSignUpLinkKey(getServerEnv().SESSION_SECRET);
}

/**
 * /auth/sign-up. The caller answers "check your e-mail" whatever happens here, so the answer never
 * tells whether the e-mail has an account (issue 24). A new address gets a link that opens the
 * account: the sign-up sealed with the app's key (the password only as its Argon2id hash), valid
 * for a day; the stored e-mail holds a placeholder and the token sealed once more, and the worker
 * fills the link in when it sends. A customer's address gets an e-mail saying someone tried, with
 * the ways to sign in or reset the password. The password is hashed in every case, so both answers
 * take about as long.
 */
export async function requestSignUp(
  input: SignUpInput,
  options: { clientIp: string; returnPath: string; locale?: AppLocale },
  db?: DatabaseClient,
): Promise<void> {
  const database = getDatabase(db);
  await enforceRateLimit(database, signUpRules.perIp, options.clientIp);
  await enforceRateLimit(database, signUpRules.perEmailAndIp, `${input.email}|${options.clientIp}`);
  await enforceRateLimit(database, signUpRules.perEmail, input.email);
  const passwordHash = await hashPassword(input.password);
  const user = await findUserForPasswordReset(database, input.email);
  // Loaded here for the same reason as the reset e-mail's renderer (requestPasswordReset).
  const { SIGN_UP_LINK_PLACEHOLDER, renderSignUpAccountExistsEmail, renderSignUpConfirmationEmail } = await import('./sign-up-email');
  if (user) {
    // Staff sign in elsewhere: like a reset, their address gets nothing.
    if (user.role !== 'CUSTOMER') return;
    // In the account's language: the person asking may not be its owner.
    await queueEmail({ ...(await renderSignUpAccountExistsEmail(user.firstName, toAppLocale(user.locale))), to: input.email, replyTo: null }, database);
    return;
  }
  const signUp: SealedSignUp = { firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash, returnPath: options.returnPath };
  // In base64url: a seal holds dots, and a path whose last segment has a dot reads as a file's.
  const token = Buffer.from(await sealData(signUp, { password: getSignUpLinkKey(), ttl: SIGN_UP_LINK_TTL_SECONDS })).toString('base64url');
  const locale = options.locale ?? routing.defaultLocale;
  // The locale rides with the token, so the link opens the page in the e-mail's language.
  const sealedToken = await sealData({ token, locale }, { password: getSignUpLinkKey(), ttl: 0 });
  const email = await renderSignUpConfirmationEmail(input.firstName, locale);
  await queueEmail({ ...email, to: input.email, replyTo: null, fillIns: [{ kind: 'sign-up-link', sealedToken, placeholder: SIGN_UP_LINK_PLACEHOLDER }] }, database);
}

/** The link a queued sign-up e-mail carries, for the mail worker (src/job-workers.ts). */
export async function renderSignUpLink(sealedToken: string): Promise<string> {
  const { token, locale } = await unsealData<{ token?: unknown; locale?: unknown }>(sealedToken, { password: getSignUpLinkKey() });
  if (typeof token !== 'string') throw new Error('A queued sign-up e-mail holds an unreadable token');
  return `${getLocalizedSiteUrl(getServerEnv().SITE_URL, toAppLocale(locale))}/auth/sign-up/confirm/${token}`;
}

/** The sign-up a link's token carries, or null when it is not one of ours or has expired. */
async function readSignUpToken(token: string): Promise<SealedSignUp | null> {
  const seal = Buffer.from(token, 'base64url').toString('utf8');
  const sealed = await unsealData<Partial<SealedSignUp>>(seal, { password: getSignUpLinkKey(), ttl: SIGN_UP_LINK_TTL_SECONDS }).catch(() => ({}) as Partial<SealedSignUp>);
  const { firstName, lastName, email, passwordHash, returnPath } = sealed;
  if (typeof firstName !== 'string' || typeof lastName !== 'string' || typeof email !== 'string' || typeof passwordHash !== 'string' || typeof returnPath !== 'string') return null;
  return { firstName, lastName, email, passwordHash, returnPath };
}

const SIGN_UP_LINK_UNUSABLE = 'This sign-up link is unknown, used or expired.';

/** Whether a sign-up link can still open its account, so its page can say so before anyone clicks. */
export async function isSignUpLinkUsable(token: string, db?: DatabaseClient): Promise<boolean> {
  const signUp = await readSignUpToken(token);
  return signUp !== null && !(await findUserForPasswordReset(getDatabase(db), signUp.email));
}

/**
 * /auth/sign-up/confirm/{token}: opens the account the link carries, once (the e-mail's unique
 * index makes a second use, or an account opened meanwhile, fail). Only the mailbox's owner has
 * the link, so saying it no longer works reveals nothing to anyone else.
 */
export async function confirmSignUp(token: string, db?: DatabaseClient): Promise<{ userId: string; returnPath: string }> {
  const signUp = await readSignUpToken(token);
  if (!signUp) throw new AppError('not_found', SIGN_UP_LINK_UNUSABLE);
  const { returnPath, ...customer } = signUp;
  try {
    const { userId } = await insertNewCustomer(customer, db);
    return { userId, returnPath };
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') throw new AppError('not_found', SIGN_UP_LINK_UNUSABLE);
    throw error;
  }
}

/**
 * Reset requests: a few per mailbox from one address (each sends an e-mail), more per address
 * (shared networks), and a loose limit per mailbox from anywhere, which bounds the e-mails a
 * crowd of addresses can send it. The tight limit counts the pair, so requests naming someone's
 * e-mail from elsewhere do not use up that person's own resets (as login, docs/security.md).
 */
const passwordResetRules = {
  perEmailAndIp: { name: 'password-reset-email-ip', limit: 5, windowSeconds: 3600 },
  perIp: { name: 'password-reset-ip', limit: 20, windowSeconds: 3600 },
  perEmail: { name: 'password-reset-email', limit: 30, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

function getResetLinkKey(): string {
  return deriveResetLinkKey(getServerEnv().SESSION_SECRET);
}

/**
 * /auth/reset. The caller answers the same sentence whatever happens here, so the answer never
 * tells whether the e-mail has an account. For a customer: a one-time token (only its hash is
 * stored) and the e-mail with the link, in one transaction. The stored e-mail holds a placeholder
 * and the token sealed with the app's key; the worker fills the link in when it sends.
 */
export async function requestPasswordReset(
  input: PasswordResetRequestInput,
  options: { clientIp: string; now?: Date },
  db?: DatabaseClient,
): Promise<void> {
  const database = getDatabase(db);
  await enforceRateLimit(database, passwordResetRules.perIp, options.clientIp);
  await enforceRateLimit(database, passwordResetRules.perEmailAndIp, `${input.email}|${options.clientIp}`);
  await enforceRateLimit(database, passwordResetRules.perEmail, input.email);
  const now = options.now ?? new Date();
  const user = await findUserForPasswordReset(database, input.email);
  // Loaded here, not at the top: the mail worker imports this file under the react-server
  // condition, where React Email cannot load. Rendered for unknown e-mails too, so both answers
  // take about as long.
  const { RESET_LINK_PLACEHOLDER, renderPasswordResetEmail } = await import('./password-reset-email');
  // In the customer's language, never the request's: anyone can ask for anyone's reset.
  const locale = toAppLocale(user?.locale);
  const email = await renderPasswordResetEmail(user?.firstName ?? '', locale);
  if (user?.role !== 'CUSTOMER') return;
  const { token, tokenHash } = createResetToken();
  const sealedToken = await sealData({ token, locale }, { password: getResetLinkKey(), ttl: 0 });
  await runInTransaction(database, async (tx) => {
    await insertPasswordResetToken(tx, { userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
    await queueEmail(
      {
        ...email,
        to: input.email,
        replyTo: null,
        fillIns: [{ kind: 'password-reset-link', sealedToken, placeholder: RESET_LINK_PLACEHOLDER }],
      },
      tx,
    );
  });
}

/** The link a queued reset e-mail carries, for the mail worker (src/job-workers.ts). */
export async function renderPasswordResetLink(sealedToken: string): Promise<string> {
  const { token, locale } = await unsealData<{ token?: unknown; locale?: unknown }>(sealedToken, { password: getResetLinkKey() });
  if (typeof token !== 'string') throw new Error('A queued password-reset e-mail holds an unreadable token');
  return `${getLocalizedSiteUrl(getServerEnv().SITE_URL, toAppLocale(locale))}/auth/change-password/${token}`;
}

/** Whether a reset link can still be used, so its page can say so before anyone types a password. */
export async function isPasswordResetTokenUsable(token: string, options: { now?: Date } = {}, db?: DatabaseClient): Promise<boolean> {
  if (!RESET_TOKEN_PATTERN.test(token)) return false;
  const found = await findUsablePasswordResetToken(getDatabase(db), hashResetToken(token), options.now ?? new Date());
  return found !== null;
}

/**
 * /auth/change-password/{token}: uses the token (once, before it expires), sets the new
 * password, ends every session of the account and retires its other links, in one transaction. An unknown, used or
 * expired token is `not_found`.
 */
export async function changePasswordWithToken(input: ChangePasswordInput, options: { now?: Date } = {}, db?: DatabaseClient): Promise<{ userId: string }> {
  const now = options.now ?? new Date();
  // Hashed first: Argon2 takes a while, and the transaction holds the embedded database's one connection.
  const passwordHash = await hashPassword(input.password);
  return runInTransaction(db, async (tx) => {
    const used = await markPasswordResetTokenUsed(tx, hashResetToken(input.token), now);
    if (!used) throw new AppError('not_found', 'This password reset link is unknown, used or expired.');
    // Whoever knew the old password is signed out everywhere.
    await updatePasswordAndSessionVersion(tx, used.userId, passwordHash);
    await markUnusedPasswordResetTokensUsed(tx, used.userId, now);
    return { userId: used.userId };
  });
}
