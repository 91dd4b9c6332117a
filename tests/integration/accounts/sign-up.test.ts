import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { confirmSignUpAction, loginAction } from '@/domains/accounts/actions';
import { hashPassword } from '@/domains/accounts/lib/password';
import { signUpSchema } from '@/domains/accounts/schemas';
import { authenticateCustomer, confirmSignUp, isSignUpLinkUsable, renderSignUpLink, requestSignUp } from '@/domains/accounts/server/service';
import { applyMailFillIns } from '@/domains/mail/server/mail-fill-ins';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { isAppError } from '@/server/errors';
import frenchMessages from '../../../messages/fr-CA.json';
import { currentPage } from '../support/next-intl-server-mock';

const PASSWORD = 'Maple-Leaf7';

afterEach(() => {
  vi.useRealTimers();
});

function signUp(email: string, options: { clientIp?: string; password?: string; returnPath?: string } = {}) {
  return requestSignUp(z.parse(signUpSchema, { firstName: 'Ana', lastName: 'Souza', email, password: options.password ?? PASSWORD }), {
    clientIp: options.clientIp ?? '203.0.113.7',
    returnPath: options.returnPath ?? '/account',
  });
}

/** The last e-mail queued to `email`, as the mail worker sends it (its link filled in). */
async function receive(email: string): Promise<{ subject: string; text: string; stored: string }> {
  const row = await getDatabase().outboxEmail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: 'desc' } });
  const sent = await applyMailFillIns(row, row.fillIns, { 'sign-up-link': ({ sealedToken }) => renderSignUpLink(sealedToken) });
  return { subject: sent.subject, text: sent.text, stored: JSON.stringify(row) };
}

function readToken(text: string): string {
  const token = text.match(/\/auth\/sign-up\/confirm\/(\S+)/)?.[1];
  if (!token) throw new Error('The e-mail holds no sign-up link');
  return token;
}

async function readCode(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  return isAppError(error) ? error.code : String(error);
}

describe('signing up (issue 24: the answer does not tell whether the e-mail has an account)', () => {
  it('answers a new e-mail alike, and opens the account only through the e-mailed link, once', async () => {
    const db = getDatabase();
    expect(await signUp('New.Person@Example.com', { returnPath: '/love-list' })).toBeUndefined();
    expect(await db.user.count({ where: { email: 'new.person@example.com' } })).toBe(0);

    const mail = await receive('new.person@example.com');
    expect(mail.subject).toBe('Confirm your e-mail to create your account');
    const token = readToken(mail.text);
    // The outbox keeps neither the link nor the password.
    expect(mail.stored).not.toContain(token);
    expect(mail.stored).not.toContain(PASSWORD);
    expect(await isSignUpLinkUsable(token)).toBe(true);

    const { userId, returnPath } = await confirmSignUp(token);
    expect(returnPath).toBe('/love-list');
    expect(await authenticateCustomer({ email: 'new.person@example.com', password: PASSWORD }, '203.0.113.8')).toEqual({ userId });
    expect(await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true, role: true } })).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      role: 'CUSTOMER',
    });
    expect(await isSignUpLinkUsable(token)).toBe(false);
    expect(await readCode(confirmSignUp(token))).toBe('not_found');
  });

  it("answers an existing customer's e-mail alike, changes nothing and tells the owner, with the ways to sign in or reset", async () => {
    const db = getDatabase();
    const owner = await db.user.create({
      data: { email: 'owner@example.com', firstName: 'Olivia', lastName: 'Owner', passwordHash: await hashPassword('Birch-Tree8!') },
      select: { id: true, passwordHash: true },
    });
    expect(await signUp('owner@example.com', { password: 'Other-Pass9!' })).toBeUndefined();

    expect(await db.user.findMany({ where: { email: 'owner@example.com' }, select: { id: true, passwordHash: true } })).toEqual([owner]);
    const mail = await receive('owner@example.com');
    expect(mail.subject).toBe('Someone tried to create an account with your e-mail');
    expect(mail.text).toContain('Hi Olivia,');
    expect(mail.text).toContain('/auth/login');
    expect(mail.text).toContain('/auth/reset');
    expect(mail.text).not.toContain('/auth/sign-up/confirm/');
  });

  it("sends a staff member's e-mail nothing, and answers alike", async () => {
    const db = getDatabase();
    await db.user.create({ data: { role: 'EDITOR', email: 'editor@example.com', firstName: 'Ed', lastName: 'Itor', passwordHash: await hashPassword('Birch-Tree8!') } });
    expect(await signUp('editor@example.com')).toBeUndefined();
    expect(await db.outboxEmail.count({ where: { to: 'editor@example.com' } })).toBe(0);
  });

  it('refuses an expired, altered or foreign link, and one whose e-mail got an account meanwhile', async () => {
    const db = getDatabase();
    await signUp('late@example.com');
    const late = readToken((await receive('late@example.com')).text);
    await signUp('raced@example.com');
    const raced = readToken((await receive('raced@example.com')).text);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    expect(await isSignUpLinkUsable(late)).toBe(false);
    expect(await readCode(confirmSignUp(late))).toBe('not_found');
    vi.useRealTimers();

    const seal = Buffer.from(raced, 'base64url').toString('utf8');
    const altered = Buffer.from(`${seal.slice(0, -3)}${seal.endsWith('AAA') ? 'BBB' : 'AAA'}`).toString('base64url');
    for (const token of [altered, Buffer.from('Fe26.2**not-a-seal').toString('base64url'), 'x'.repeat(3_000)]) expect(await readCode(confirmSignUp(token)), token).toBe('not_found');
    // Only base64url characters: a path whose last segment has a dot would read as a file's.
    expect(raced).toMatch(/^[A-Za-z0-9_-]+$/);

    await db.user.create({ data: { email: 'raced@example.com', firstName: 'R', lastName: 'Aced', passwordHash: await hashPassword('Birch-Tree8!') } });
    expect(await isSignUpLinkUsable(raced)).toBe(false);
    expect(await readCode(confirmSignUp(raced))).toBe('not_found');
    expect(await db.user.count({ where: { email: { in: ['late@example.com', 'raced@example.com'] } } })).toBe(1);
  });

  it('limits requests to 5 an hour per e-mail from one address, 20 per address, 30 per e-mail', async () => {
    for (let index = 0; index < 5; index += 1) await signUp('limited@example.com', { clientIp: '198.51.100.1' });
    expect(await readCode(signUp('limited@example.com', { clientIp: '198.51.100.1' }))).toBe('rate_limited');
    // Requests naming the e-mail from elsewhere do not use up its owner's.
    await signUp('limited@example.com', { clientIp: '198.51.100.2' });
    for (let index = 0; index < 20; index += 1) await signUp(`crowd-${index}@example.com`, { clientIp: '192.0.2.9' });
    expect(await readCode(signUp('crowd-x@example.com', { clientIp: '192.0.2.9' }))).toBe('rate_limited');
  });
});

describe('the language of a customer’s e-mails', () => {
  const french = createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace: 'modules.mail.signUp' });

  it('confirms a sign-up from a French page in French, with a link to the French page, and remembers the language', async () => {
    await requestSignUp(z.parse(signUpSchema, { firstName: 'Zoé', lastName: 'Roy', email: 'zoe.roy@example.com', password: PASSWORD }), {
      clientIp: '203.0.113.30',
      returnPath: '/account',
      locale: 'fr-CA',
    });
    const mail = await receive('zoe.roy@example.com');
    expect(mail.subject).toBe(french('confirm.subject'));
    expect(mail.text).toContain(french('greeting', { firstName: 'Zoé' }));
    const token = readToken(mail.text);
    expect(mail.text).toContain(`${getServerEnv().SITE_URL}/fr-CA/auth/sign-up/confirm/${token}`);

    currentPage.locale = 'fr-CA';
    expect(await confirmSignUpAction({ token })).toMatchObject({ ok: true });
    expect(await getDatabase().user.findUniqueOrThrow({ where: { email: 'zoe.roy@example.com' }, select: { locale: true } })).toEqual({ locale: 'fr-CA' });
  });

  it('follows the language the customer last signed in with, and tells a French owner in French when their e-mail signs up again', async () => {
    const db = getDatabase();
    await db.user.create({ data: { email: 'luc@example.com', firstName: 'Luc', lastName: 'Roy', passwordHash: await hashPassword(PASSWORD) } });
    currentPage.locale = 'fr-CA';
    expect(await loginAction({ email: 'luc@example.com', password: PASSWORD })).toMatchObject({ ok: true });
    expect(await db.user.findUniqueOrThrow({ where: { email: 'luc@example.com' }, select: { locale: true } })).toEqual({ locale: 'fr-CA' });

    // Asked from an English page by anyone: the owner still reads French, and their language stays.
    currentPage.locale = 'en-CA';
    await signUp('luc@example.com', { clientIp: '203.0.113.31' });
    expect((await receive('luc@example.com')).subject).toBe(french('accountExists.subject'));
    expect(await db.user.findUniqueOrThrow({ where: { email: 'luc@example.com' }, select: { locale: true } })).toEqual({ locale: 'fr-CA' });

    expect(await loginAction({ email: 'luc@example.com', password: PASSWORD })).toMatchObject({ ok: true });
    expect(await db.user.findUniqueOrThrow({ where: { email: 'luc@example.com' }, select: { locale: true } })).toEqual({ locale: 'en-CA' });
  });
});
