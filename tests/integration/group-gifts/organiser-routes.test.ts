import { randomUUID } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as startRoute } from '@/app/api/group-gifts/route';
import { POST as cancelRoute } from '@/app/api/group-gifts/manage/[token]/cancel/route';
import { POST as sendRoute } from '@/app/api/group-gifts/manage/[token]/send/route';
import { getManagedGroupGift } from '@/domains/group-gifts/server/management';
import { contributeToGroupGift, runGroupGiftDeadlines } from '@/domains/group-gifts/server/service';
import type { OutgoingMail } from '@/domains/mail/server/mail-transport';
import { deliverQueuedEmail } from '@/domains/mail/server/service';
import { readCertificateNumber, renderVoucherPdfAttachment } from '@/domains/vouchers/server/service';
import { addDaysToLocalDate, getLocalDate } from '@/lib/local-time';
import { getDatabase } from '@/server/db';
import frenchMessages from '../../../messages/fr-CA.json';
import { readPdfText } from '../../fixtures/pdf-text';
import { callRoute } from '../support/admin-api';
import { contribution, start } from './group-gift-fixtures';

const sameSite = { origin: 'http://localhost', host: 'localhost' };
let designId: string;
let hiddenDesignId: string;

beforeAll(async () => {
  const design = (published: boolean) =>
    getDatabase().giftDesign.create({ data: { name: published ? 'Balloons' : 'Retired', imageUrl: '/uploads/demo/balloons.webp', published }, select: { id: true } });
  designId = (await design(true)).id;
  hiddenDesignId = (await design(false)).id;
});

function startBody(fields: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    organiserName: 'Olivia Organiser',
    organiserEmail: `olivia-${randomUUID().slice(0, 8)}@example.com`,
    personalisation: { recipientName: 'Zoë Tremblay', message: 'Happy birthday!', delivery: { method: 'email', recipientEmail: 'zoe-routes@example.com', schedule: { when: 'now' } } },
    occasion: 'birthday',
    targetCents: 10_000,
    deadline: addDaysToLocalDate(getLocalDate('America/Toronto', new Date()), 10),
    designId,
    ...fields,
  };
}

const post = (url: string, body?: unknown) => callRoute(startRoute, url, {}, { method: 'POST', body, headers: sameSite });
const act = (route: typeof sendRoute, token: string, action: 'send' | 'cancel', locale = 'en-CA') =>
  callRoute(route, `/api/group-gifts/manage/${token}/${action}?locale=${locale}`, { token }, { method: 'POST', headers: sameSite });

async function emailsTo(address: string) {
  return getDatabase().outboxEmail.findMany({ where: { to: address }, orderBy: { createdAt: 'asc' } });
}

describe('POST /api/group-gifts', () => {
  it('starts a group gift in the chosen design once per form key and e-mails the organiser both links', async () => {
    const body = startBody();
    const response = await post('/api/group-gifts?locale=fr-CA', body);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const started = (await response.json()) as { groupGiftId: string; contributionPath: string; managementPath: string };
    expect(started.contributionPath).toMatch(/^\/group-gift\/[A-Za-z0-9_-]{22}$/);
    expect(started.managementPath).toMatch(/^\/group-gift\/manage\/[0-9a-f]{32}$/);

    const again = (await (await post('/api/group-gifts', body)).json()) as typeof started;
    expect(again).toEqual(started);
    const gift = await getDatabase().groupGift.findUniqueOrThrow({ where: { id: started.groupGiftId } });
    expect(gift).toMatchObject({ designId, locale: 'fr-CA', targetCents: 10_000, recipientEmail: 'zoe-routes@example.com' });
    const [email, ...more] = await emailsTo(body.organiserEmail);
    expect(more).toEqual([]);
    expect(email?.text).toContain(started.managementPath);
  });

  it('answers field errors keyed like the form, in the page’s language, and refuses other sites', async () => {
    const invalid = await post('/api/group-gifts?locale=fr-CA', startBody({ organiserEmail: 'nope', occasion: 'wake', targetCents: 500 }));
    expect(invalid.status).toBe(400);
    const problem = (await invalid.json()) as { detail: string; errors: Record<string, string[]> };
    expect(problem.detail).toBe('Certains champs sont à vérifier.');
    expect(problem.errors).toMatchObject({ organiserEmail: ['emailInvalid'], occasion: ['occasionRequired'], targetCents: ['targetTooSmall'] });

    const late = await post('/api/group-gifts', startBody({ deadline: addDaysToLocalDate(getLocalDate('America/Toronto', new Date()), 61), designId: hiddenDesignId }));
    expect(late.status).toBe(400);
    expect(((await late.json()) as { errors: unknown }).errors).toEqual({ deadline: ['deadlineTooFar'], designId: ['designUnavailable'] });

    const foreign = await callRoute(startRoute, '/api/group-gifts', {}, { method: 'POST', body: startBody(), headers: { origin: 'https://evil.example', host: 'localhost' } });
    expect(foreign.status).toBe(403);
  });
});

describe('the organiser’s management link', () => {
  it('shows the collected sum and each contribution (anonymous ones unnamed), sends once with the design, and e-mails the organiser', async () => {
    const organiserEmail = `send-${randomUUID().slice(0, 8)}@example.com`;
    const gift = await start({ organiserEmail, designId, targetCents: 10_000 });
    expect(await getManagedGroupGift('0'.repeat(32), 'en-CA')).toBeNull();
    expect(await getManagedGroupGift('not-a-token', 'en-CA')).toBeNull();
    expect(await getManagedGroupGift(gift.managementToken, 'en-CA')).toMatchObject({ status: 'open', collectedCents: 0, contributions: [] });

    await contributeToGroupGift(contribution(gift.publicToken, { name: 'Ana Lopez', message: 'Enjoy!', amountCents: 3_000 }));
    await contributeToGroupGift(contribution(gift.publicToken, { name: 'Secret Santa', anonymous: true, amountCents: 1_500 }));
    const open = await getManagedGroupGift(gift.managementToken, 'en-CA');
    expect(open).toMatchObject({ status: 'open', collectedCents: 4_500, refundedCents: 0, targetCents: 10_000, giftTitle: null, contributionPath: `/group-gift/${gift.publicToken}` });
    expect(open?.contributions.map(({ name, amountCents, message, status }) => ({ name, amountCents, message, status }))).toEqual([
      { name: 'Ana Lopez', amountCents: 3_000, message: 'Enjoy!', status: 'accepted' },
      { name: null, amountCents: 1_500, message: null, status: 'accepted' },
    ]);
    expect(JSON.stringify(open)).not.toContain('Secret Santa');

    const [first, second] = await Promise.all([act(sendRoute, gift.managementToken, 'send'), act(sendRoute, gift.managementToken, 'send')]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const sent = await getDatabase().groupGift.findUniqueOrThrow({ where: { id: gift.id }, include: { voucher: true } });
    expect(sent).toMatchObject({ status: 'SENT', pooledCents: 4_500 });
    expect(sent.voucher).toMatchObject({ valueCents: 4_500, designId });
    expect(await getManagedGroupGift(gift.managementToken, 'en-CA')).toMatchObject({ status: 'sent', collectedCents: 4_500 });

    const organiserEmails = await emailsTo(organiserEmail);
    expect(organiserEmails.map((email) => email.subject)).toEqual(['Your group gift for Zoë (Birthday) is ready to share', 'Your group gift for Zoë was sent']);
    expect(organiserEmails[1]?.text).toContain('2 people chipped in');
    expect(organiserEmails[1]?.text).toContain('$45.00');

    const refused = await act(cancelRoute, gift.managementToken, 'cancel', 'fr-CA');
    expect(refused.status).toBe(409);
    expect((await act(sendRoute, '0'.repeat(32), 'send')).status).toBe(404);
  });

  it('cancels: every contribution refunded once and shown so; sending afterwards is refused', async () => {
    const gift = await start({ organiserEmail: `cancel-${randomUUID().slice(0, 8)}@example.com` });
    await contributeToGroupGift(contribution(gift.publicToken, { name: 'Ben Roy', amountCents: 2_000 }));
    expect((await act(sendRoute, gift.managementToken, 'send')).status).toBe(200);

    const other = await start({ organiserEmail: `cancel-${randomUUID().slice(0, 8)}@example.com` });
    expect((await act(sendRoute, other.managementToken, 'send')).status).toBe(422);
    await contributeToGroupGift(contribution(other.publicToken, { name: 'Chloé Gagnon', amountCents: 2_500 }));
    await contributeToGroupGift(contribution(other.publicToken, { name: 'Dev Patel', amountCents: 1_000 }));
    expect((await act(cancelRoute, other.managementToken, 'cancel')).status).toBe(200);
    expect((await act(cancelRoute, other.managementToken, 'cancel')).status).toBe(200);
    const cancelled = await getManagedGroupGift(other.managementToken, 'en-CA');
    expect(cancelled).toMatchObject({ status: 'cancelled', collectedCents: 0, refundedCents: 3_500 });
    expect(cancelled?.contributions.map((entry) => entry.status)).toEqual(['refunded', 'refunded']);
    expect(await getDatabase().refund.count({ where: { payment: { contribution: { groupGiftId: other.id } } } })).toBe(2);
    expect((await act(sendRoute, other.managementToken, 'send')).status).toBe(409);
  });

  it('sends the voucher e-mail and PDF in the language the organiser chose for the recipient, and the organiser’s e-mails in theirs', async () => {
    const body = startBody({ recipientLocale: 'fr-CA', designId: null, personalisation: { recipientName: 'Zoë Tremblay', message: 'Bonne fête!', delivery: { method: 'email', recipientEmail: 'zoe-fr@example.com', schedule: { when: 'now' } } } });
    const started = (await (await post('/api/group-gifts?locale=en-CA', body)).json()) as { groupGiftId: string; contributionPath: string; managementPath: string };
    const managementToken = started.managementPath.split('/').at(-1) ?? '';
    expect(await getDatabase().groupGift.findUniqueOrThrow({ where: { id: started.groupGiftId } })).toMatchObject({ locale: 'en-CA', recipientLocale: 'fr-CA' });
    await contributeToGroupGift(contribution(started.contributionPath.split('/').at(-1) ?? '', { name: 'Ana Lopez', amountCents: 2_000 }));
    expect((await act(sendRoute, managementToken, 'send')).status).toBe(200);

    const { voucher } = await getDatabase().groupGift.findUniqueOrThrow({ where: { id: started.groupGiftId }, include: { voucher: true } });
    expect(voucher?.locale).toBe('fr-CA');
    const sent: OutgoingMail[] = [];
    await deliverQueuedEmail(voucher?.deliveryEmailId ?? '', {
      transport: { name: 'test', send: async (mail) => void sent.push(mail) },
      attachmentRenderers: { 'voucher-pdf': ({ voucherId }) => renderVoucherPdfAttachment(voucherId) },
      fillInRenderers: { 'certificate-number': ({ voucherId }) => readCertificateNumber(voucherId) },
    });
    const [mail] = sent;
    const t = createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace: 'modules.mail.voucher' });
    const printable = createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace: 'modules.vouchers.printable' });
    expect(mail?.to).toBe('zoe-fr@example.com');
    expect(mail?.subject).toBe(t('subjectForRecipient', { buyerName: 'Olivia Organiser et compagnie', giftTitle: printable('plainTitle') }));
    expect(mail?.text).toContain('20,00\u00a0$');
    const pdf = await readPdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(pdf).toContain(printable('forName', { name: 'Zoë Tremblay' }));
    expect(pdf).toMatch(/20,00\s\$/);

    expect((await emailsTo(body.organiserEmail)).map((email) => email.subject)).toEqual(['Your group gift for Zoë (Birthday) is ready to share', 'Your group gift for Zoë was sent']);
  });

  it('tells the organiser when the deadline sent it for them', async () => {
    const organiserEmail = `deadline-${randomUUID().slice(0, 8)}@example.com`;
    const gift = await start({ organiserEmail, deadline: getLocalDate('America/Toronto', new Date()) });
    await contributeToGroupGift(contribution(gift.publicToken, { amountCents: 1_000 }));
    await runGroupGiftDeadlines({ now: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) });
    expect((await getManagedGroupGift(gift.managementToken, 'en-CA'))?.status).toBe('sent');
    const last = (await emailsTo(organiserEmail)).at(-1);
    expect(last?.subject).toBe('Your group gift for Zoë was sent');
    expect(last?.text).toContain('The last day to chip in for Zoë is over');
  });
});
