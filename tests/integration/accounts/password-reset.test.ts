import { createTranslator } from 'next-intl';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { hashPassword, verifyPassword } from '@/domains/accounts/lib/password';
import { hashResetToken } from '@/domains/accounts/lib/reset-token';
import { changePasswordSchema, loginSchema, passwordResetRequestSchema } from '@/domains/accounts/schemas';
import { authenticateCustomer, changePasswordWithToken, isPasswordResetTokenUsable, requestPasswordReset } from '@/domains/accounts/server/service';
import type { MailTransport, OutgoingMail } from '@/domains/mail/server/mail-transport';
import { startJobWorkers } from '@/job-workers';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { startJobQueue } from '@/server/job-queue';
import frenchMessages from '../../../messages/fr-CA.json';

const OLD_PASSWORD = 'Maple-Leaf7';
const NEW_PASSWORD = 'Birch-Tree8!';
let customerId: string;

let sent: OutgoingMail[] = [];
const testTransport: MailTransport = { name: 'test', send: async (mail) => void sent.push(mail) };

function requestReset(email: string, options: { clientIp?: string; now?: Date } = {}) {
  return requestPasswordReset(z.parse(passwordResetRequestSchema, { email }), { clientIp: options.clientIp ?? '203.0.113.1', now: options.now });
}

function changePassword(token: string, password = NEW_PASSWORD) {
  return changePasswordWithToken(z.parse(changePasswordSchema, { token, password, confirmPassword: password }));
}

/** The link the customer receives: the queued e-mail as the worker sends it. */
async function receiveResetToken(): Promise<string> {
  const email = await getDatabase().outboxEmail.findFirstOrThrow({ where: { to: 'ana@example.com' }, orderBy: { createdAt: 'desc' } });
  await vi.waitFor(() => expect(sent.find((mail) => mail.subject === email.subject && mail.text.includes('/auth/change-password/'))).toBeDefined(), {
    timeout: 10_000,
    interval: 100,
  });
  const mail = sent.at(-1);
  const token = mail?.text.match(/\/auth\/change-password\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error('The sent e-mail holds no reset link');
  return token;
}

beforeAll(async () => {
  const prisma = getDatabase();
  const customer = await prisma.user.create({
    data: { email: 'ana@example.com', firstName: 'Ana', lastName: 'Souza', passwordHash: await hashPassword(OLD_PASSWORD) },
  });
  customerId = customer.id;
  await prisma.user.create({
    data: { role: 'MANAGER', email: 'staff@example.com', firstName: 'Sam', lastName: 'Staff', passwordHash: await hashPassword(OLD_PASSWORD) },
  });
  await startJobWorkers({ transport: testTransport, pollingIntervalSeconds: 0.5 });
});

beforeEach(async () => {
  const prisma = getDatabase();
  await prisma.rateLimitBucket.deleteMany();
  await prisma.passwordResetToken.deleteMany();
  await prisma.outboxEmail.deleteMany();
  await (await startJobQueue()).clearStorage();
  await prisma.user.update({ where: { id: customerId }, data: { passwordHash: await hashPassword(OLD_PASSWORD) } });
  sent = [];
});

describe('requestPasswordReset', () => {
  it('answers alike for an unknown e-mail and a staff e-mail, and stores and sends nothing for them', async () => {
    await expect(requestReset('nobody@example.com')).resolves.toBeUndefined();
    await expect(requestReset('staff@example.com')).resolves.toBeUndefined();
    expect(await getDatabase().passwordResetToken.count()).toBe(0);
    expect(await getDatabase().outboxEmail.count()).toBe(0);
  });

  it("queues the customer's e-mail with the token and a link that works; the outbox and the token table hold no usable token", async () => {
    await expect(requestReset('Ana@Example.com')).resolves.toBeUndefined();
    const [stored] = await getDatabase().passwordResetToken.findMany();
    expect(stored).toMatchObject({ userId: customerId, usedAt: null });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const token = await receiveResetToken();
    expect(sent.at(-1)).toMatchObject({ to: 'ana@example.com', subject: 'Choose a new password' });
    expect(sent.at(-1)?.text).toContain(`${getServerEnv().SITE_URL}/auth/change-password/${token}`);
    expect(sent.at(-1)?.html).toContain(`href="${getServerEnv().SITE_URL}/auth/change-password/${token}"`);
    expect(stored!.tokenHash).toBe(hashResetToken(token));

    const outboxRow = JSON.stringify(await getDatabase().outboxEmail.findFirstOrThrow());
    expect(outboxRow).not.toContain(token);
    expect(outboxRow).toContain('[[password-reset-link]]');

    await expect(isPasswordResetTokenUsable(token)).resolves.toBe(true);
    await expect(changePassword(token)).resolves.toEqual({ userId: customerId });
    await expect(authenticateCustomer(z.parse(loginSchema, { email: 'ana@example.com', password: NEW_PASSWORD }), '203.0.113.9')).resolves.toEqual({ userId: customerId });
    await expect(authenticateCustomer(z.parse(loginSchema, { email: 'ana@example.com', password: OLD_PASSWORD }), '203.0.113.9')).rejects.toMatchObject({
      code: 'unauthorized',
    });
    await expect(isPasswordResetTokenUsable(token)).resolves.toBe(false);
  });

  it("writes a French customer's reset e-mail in French, its link opening the French page, whatever page asked", async () => {
    await getDatabase().user.update({ where: { id: customerId }, data: { locale: 'fr-CA' } });
    try {
      await requestReset('ana@example.com');
      const token = await receiveResetToken();
      const t = createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace: 'modules.mail.passwordReset' });
      expect(sent.at(-1)).toMatchObject({ to: 'ana@example.com', subject: t('subject') });
      expect(sent.at(-1)?.text).toContain(t('greeting', { firstName: 'Ana' }));
      expect(sent.at(-1)?.text).toContain(`${getServerEnv().SITE_URL}/fr-CA/auth/change-password/${token}`);
      expect(sent.at(-1)?.html).toContain('lang="fr-CA"');
    } finally {
      await getDatabase().user.update({ where: { id: customerId }, data: { locale: 'en-CA' } });
    }
  });

  it('limits requests to 5 an hour per e-mail from one address, 20 an hour per address and 30 an hour per e-mail, with a rate_limited answer', async () => {
    for (let index = 0; index < 5; index += 1) await requestReset('ana@example.com', { clientIp: '198.51.100.1' });
    await expect(requestReset('ana@example.com', { clientIp: '198.51.100.1' })).rejects.toMatchObject({ code: 'rate_limited' });
    // Requests naming Ana's e-mail from elsewhere do not use up her own (issue 24)...
    await requestReset('ana@example.com', { clientIp: '198.51.100.2' });
    expect(await getDatabase().outboxEmail.count()).toBe(6);
    // ...though a crowd of addresses meets the loose limit per e-mail, which bounds what her mailbox gets.
    for (let index = 0; index < 24; index += 1) await requestReset('ana@example.com', { clientIp: `198.51.101.${index}` });
    await expect(requestReset('ana@example.com', { clientIp: '198.51.102.1' })).rejects.toMatchObject({ code: 'rate_limited' });
    expect(await getDatabase().outboxEmail.count()).toBe(30);

    for (let index = 0; index < 20; index += 1) await requestReset(`someone-${index}@example.com`, { clientIp: '192.0.2.1' });
    await expect(requestReset('someone-else@example.com', { clientIp: '192.0.2.1' })).rejects.toMatchObject({ code: 'rate_limited' });
  });
});

describe('changePasswordWithToken', () => {
  async function issueToken(now?: Date): Promise<string> {
    await requestReset('ana@example.com', { now });
    return receiveResetToken();
  }

  it('lets exactly one of 10 concurrent uses of a token through', async () => {
    const token = await issueToken();
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => changePassword(token, `Birch-Tree${index}!`)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'not_found' });
    }
    // The password is the winner's.
    const winner = results.findIndex((result) => result.status === 'fulfilled');
    const user = await getDatabase().user.findUniqueOrThrow({ where: { id: customerId } });
    expect(await verifyPassword(user.passwordHash, `Birch-Tree${winner}!`)).toBe(true);
  });

  it('refuses a token used once already', async () => {
    const token = await issueToken();
    await changePassword(token);
    await expect(changePassword(token, 'Another-One9')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses an expired token', async () => {
    const token = await issueToken(new Date(Date.now() - 61 * 60_000));
    await expect(isPasswordResetTokenUsable(token)).resolves.toBe(false);
    await expect(changePassword(token)).rejects.toMatchObject({ code: 'not_found' });
    const user = await getDatabase().user.findUniqueOrThrow({ where: { id: customerId } });
    expect(await verifyPassword(user.passwordHash, OLD_PASSWORD)).toBe(true);
  });

  it('refuses an unknown token', async () => {
    await expect(changePassword('B'.repeat(43))).rejects.toMatchObject({ code: 'not_found' });
  });

  it("retires the account's other unused links once the password is changed", async () => {
    const first = await issueToken();
    sent = [];
    const second = await issueToken();
    expect(second).not.toBe(first);
    await changePassword(second);
    await expect(changePassword(first, 'Another-One9')).rejects.toMatchObject({ code: 'not_found' });
    expect(await getDatabase().passwordResetToken.count({ where: { userId: customerId, usedAt: null } })).toBe(0);
  });
});
