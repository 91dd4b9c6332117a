import { createTranslator } from 'next-intl';
import {beforeAll, describe, expect, it } from 'vitest';
import { GET as listVouchers } from '@/app/api/admin/vouchers/route';
import { GET as getVoucher } from '@/app/api/admin/vouchers/[id]/route';
import { POST as resend } from '@/app/api/admin/vouchers/[id]/resend/route';
import { POST as voidRoute } from '@/app/api/admin/vouchers/[id]/void/route';
import { POST as issue } from '@/app/api/admin/vouchers/issue/route';
import { POST as issueBulk } from '@/app/api/admin/vouchers/issue-bulk/route';
import { readCertificateNumber } from '@/domains/vouchers/server/service';
import { getDatabase } from '@/server/db';
import frenchMessages from '../../../messages/fr-CA.json';
import { callRoute, createStaffMemberForTest, type RouteCall, type StaffMemberForTest } from '../support/admin-api';
import { activateForNewCustomer, callAnyRoute, createGift, placePaidOrder, readAudit, type AnyRouteHandler } from './sales-fixtures';

let manager: StaffMemberForTest;
let editor: StaffMemberForTest;

beforeAll(async () => {
  manager = await createStaffMemberForTest('MANAGER');
  editor = await createStaffMemberForTest('EDITOR');
});

type Answer<Data> = { data: Data; total?: number; errors?: Record<string, string[]>; detail?: string };

async function call<Data>(handler: AnyRouteHandler, url: string, params: object, init: RouteCall = {}): Promise<{ status: number; body: Answer<Data> }> {
  const response = await callAnyRoute(handler, url, params, { token: manager.token, ...init });
  return { status: response.status, body: (await response.json()) as Answer<Data> };
}

type Issued = { id: string; certificateLast4: string; valueCents: number; recipientEmail: string };

async function issueOne(fields: Record<string, unknown> = {}): Promise<Issued> {
  const answer = await call<Issued>(issue, '/api/admin/vouchers/issue', {}, {
    method: 'POST',
    body: { valueCents: 5_000, recipientName: 'Robin Diaz', recipientEmail: 'robin@example.com', note: 'Apology for the cancelled tour', ...fields },
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

function multipart(fields: Record<string, string>, csv: string | null): { body: FormData; headers: Record<string, string> } {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (csv !== null) form.set('file', new File([csv], 'recipients.csv', { type: 'text/csv' }));
  // Browsers send the length; Request does not add it for FormData by itself.
  return { body: form, headers: { 'content-length': String(new TextEncoder().encode(csv ?? '').byteLength + 2048) } };
}

describe('who may call the voucher API', () => {
  const routes = [
    { name: 'GET /vouchers', handler: listVouchers, url: '/api/admin/vouchers', params: {}, init: {} },
    { name: 'GET /vouchers/{id}', handler: getVoucher, url: '/api/admin/vouchers/v1', params: { id: 'v1' }, init: {} },
    { name: 'POST /vouchers/{id}/resend', handler: resend, url: '/api/admin/vouchers/v1/resend', params: { id: 'v1' }, init: { method: 'POST', body: {} } },
    { name: 'POST /vouchers/{id}/void', handler: voidRoute, url: '/api/admin/vouchers/v1/void', params: { id: 'v1' }, init: { method: 'POST', body: { reason: 'x' } } },
    { name: 'POST /vouchers/issue', handler: issue, url: '/api/admin/vouchers/issue', params: {}, init: { method: 'POST', body: {} } },
    { name: 'POST /vouchers/issue-bulk', handler: issueBulk, url: '/api/admin/vouchers/issue-bulk', params: {}, init: { method: 'POST', ...multipart({ valueCents: '1000', note: 'n' }, 'name,email\nA,a@example.com') } },
  ];

  it.each(routes)('$name: 401 without a token, 403 for an editor', async ({ handler, url, params, init }) => {
    const anonymous = await callAnyRoute(handler, url, params, { ...init, token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toBe('application/problem+json');
    expect((await callAnyRoute(handler, url, params, { ...init, token: editor.token })).status).toBe(403);
  });

  it('answers a manager with the cookie and with Bearer', async () => {
    const voucher = await issueOne();
    for (const auth of [{ token: manager.token }, { token: null, cookieToken: manager.token }]) {
      expect((await callRoute(listVouchers, '/api/admin/vouchers', {}, auth)).status).toBe(200);
      expect((await callRoute(getVoucher, `/api/admin/vouchers/${voucher.id}`, { id: voucher.id }, auth)).status).toBe(200);
    }
    const byCookie = await call<Issued>(issue, '/api/admin/vouchers/issue', {}, {
      token: null,
      cookieToken: manager.token,
      method: 'POST',
      body: { valueCents: 2_500, recipientName: 'Cookie Person', recipientEmail: 'cookie@example.com', note: 'Signed in with the cookie' },
    });
    expect(byCookie.status).toBe(201);
  });
});

describe('issuing a voucher by hand', () => {
  it('issues a value or a catalogue gift, e-mails it at once, and records who and why', async () => {
    const gift = await createGift({ priceCents: 17_500, title: 'Whale watching for two' });
    const byValue = await issueOne({ valueCents: 7_500, message: 'Thank you for your patience' });
    const byGift = await issueOne({ valueCents: undefined, productId: gift.id });
    expect(byValue).toMatchObject({ valueCents: 7_500, recipientEmail: 'robin@example.com', certificateLast4: expect.stringMatching(/^[A-Z0-9]{4}$/) });
    expect(byGift.valueCents).toBe(17_500);

    const detail = await call<{ title: string; status: string; order: null; giftMessage: string | null; delivery: { status: string; to: string }; events: { kind: string; summary: string; staff: string }[] }>(
      getVoucher,
      `/api/admin/vouchers/${byGift.id}`,
      { id: byGift.id },
    );
    expect(detail.body.data).toMatchObject({ title: 'Whale watching for two', status: 'ISSUED', order: null, delivery: { status: 'queued', to: 'robin@example.com' } });
    expect(detail.body.data.events).toEqual([expect.objectContaining({ kind: 'ISSUED', summary: 'Issued by hand: Apology for the cancelled tour', staff: manager.email })]);

    const email = await getDatabase().outboxEmail.findFirstOrThrow({ where: { id: (await getDatabase().voucher.findUniqueOrThrow({ where: { id: byValue.id } })).deliveryEmailId ?? '' } });
    expect(email).toMatchObject({ to: 'robin@example.com', subject: 'Canada Gift Experiences sent you a gift: Gift card' });
    expect(email.text).toContain('Thank you for your patience');
    // The number is filled in when the e-mail is sent, never stored in the outbox.
    expect(email.text).not.toContain(await readCertificateNumber(byValue.id));
    expect(await readAudit(byValue.id)).toEqual([
      {
        action: 'voucher.issue',
        staffId: manager.id,
        data: { note: 'Apology for the cancelled tour', valueCents: 7_500, productId: null, recipientEmail: 'robin@example.com', certificateLast4: byValue.certificateLast4 },
      },
    ]);
  });

  it.each([
    ['no gift and no value', { valueCents: undefined }, 'productId', 'Choose a gift or enter a value, not both'],
    ['both a gift and a value', { productId: 'p1' }, 'productId', 'Choose a gift or enter a value, not both'],
    ['a value under $1', { valueCents: 50 }, 'valueCents', 'A voucher is worth at least $1.00'],
    ['a bad e-mail', { recipientEmail: 'robin@' }, 'recipientEmail', 'Enter a valid e-mail address'],
    ['no name', { recipientName: '  ' }, 'recipientName', 'Enter the recipient’s name'],
    ['no note', { note: '' }, 'note', 'Say why these vouchers are issued'],
    ['a gift that is not in the catalogue', { valueCents: undefined, productId: 'missing' }, 'productId', 'Choose a gift voucher of the catalogue'],
  ])('refuses %s with a field message, issuing nothing', async (_, fields, field, message) => {
    const before = await getDatabase().voucher.count();
    const answer = await call(issue, '/api/admin/vouchers/issue', {}, {
      method: 'POST',
      body: { valueCents: 5_000, recipientName: 'Robin Diaz', recipientEmail: 'robin@example.com', note: 'Why', ...fields },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toEqual([message]);
    expect(await getDatabase().voucher.count()).toBe(before);
  });

  it('writes to a French customer in French, and to anyone else in English', async () => {
    await getDatabase().user.create({ data: { email: 'camille@example.com', firstName: 'Camille', lastName: 'Roy', passwordHash: 'not-used', locale: 'fr-CA' } });
    const french = await issueOne({ recipientName: 'Camille Roy', recipientEmail: 'camille@example.com' });
    const english = await issueOne();
    const emailOf = async (id: string) =>
      getDatabase().outboxEmail.findFirstOrThrow({ where: { id: (await getDatabase().voucher.findUniqueOrThrow({ where: { id } })).deliveryEmailId ?? '' } });
    const t = createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace: 'modules' });
    expect((await emailOf(french.id)).subject).toBe(
      t('mail.voucher.subjectForRecipient', { buyerName: frenchMessages.index.siteName, giftTitle: t('vouchers.printable.plainTitle') }),
    );
    expect((await emailOf(french.id)).text).toMatch(/50,00\s\$/);
    expect(await getDatabase().voucher.findUniqueOrThrow({ where: { id: french.id }, select: { locale: true } })).toEqual({ locale: 'fr-CA' });
    expect((await emailOf(english.id)).subject).toBe('Canada Gift Experiences sent you a gift: Gift card');
  });

  it('names a catalogue gift in the French customer’s language when issuing and resending it, English where it has no translation', async () => {
    const db = getDatabase();
    await db.user.create({ data: { email: 'dominique@example.com', firstName: 'Dominique', lastName: 'Roy', passwordHash: 'not-used', locale: 'fr-CA' } });
    const translated = await createGift({ title: 'Whale cruise' });
    await db.productTranslation.create({ data: { productId: translated.id, locale: 'fr-CA', title: 'Croisière aux baleines' } });
    const untranslated = await createGift({ title: 'Maple tasting' });
    const t = createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace: 'modules.mail.voucher' });
    const subject = (giftTitle: string) => t('subjectForRecipient', { buyerName: frenchMessages.index.siteName, giftTitle });
    const toDominique = { recipientName: 'Dominique Roy', recipientEmail: 'dominique@example.com', valueCents: undefined };
    const emailOf = async (id: string) =>
      db.outboxEmail.findFirstOrThrow({ where: { id: (await db.voucher.findUniqueOrThrow({ where: { id } })).deliveryEmailId ?? '' } });

    const whale = await issueOne({ ...toDominique, productId: translated.id });
    expect((await emailOf(whale.id)).subject).toBe(subject('Croisière aux baleines'));
    expect((await emailOf((await issueOne({ ...toDominique, productId: untranslated.id })).id)).subject).toBe(subject('Maple tasting'));
    // An English recipient of the same gift reads its English title.
    expect((await emailOf((await issueOne({ productId: translated.id, valueCents: undefined })).id)).subject).toBe('Canada Gift Experiences sent you a gift: Whale cruise');

    await call(resend, `/api/admin/vouchers/${whale.id}/resend`, { id: whale.id }, { method: 'POST', body: {} });
    expect((await emailOf(whale.id)).subject).toBe(subject('Croisière aux baleines'));
  });

  it('is found by its last four characters, in any case, and by its whole number', async () => {
    const voucher = await issueOne({ recipientEmail: 'findme@example.com' });
    for (const search of [voucher.certificateLast4, voucher.certificateLast4.toLowerCase(), await readCertificateNumber(voucher.id)]) {
      const found = await call<{ id: string }[]>(listVouchers, `/api/admin/vouchers?search=${encodeURIComponent(search)}`, {});
      expect(found.status).toBe(200);
      expect(found.body.data.map((row) => row.id)).toContain(voucher.id);
    }
    const byEmail = await call<{ id: string }[]>(listVouchers, '/api/admin/vouchers?search=FINDME@example', {});
    expect(byEmail.body).toMatchObject({ total: 1, data: [{ id: voucher.id }] });
  });

  it('pages the list with the total, and refuses a bad page size', async () => {
    const total = (await call<unknown[]>(listVouchers, '/api/admin/vouchers?per_page=1', {})).body.total ?? 0;
    expect(total).toBeGreaterThan(2);
    const second = await call<{ id: string }[]>(listVouchers, '/api/admin/vouchers?page=2&per_page=2', {});
    expect(second.body.data).toHaveLength(2);
    expect(second.body.total).toBe(total);
    const refused = await call(listVouchers, '/api/admin/vouchers?per_page=500', {});
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.per_page).toEqual(['per_page is a whole number from 1 to 100']);
  });
});

describe('issuing vouchers in bulk from a CSV', () => {
  it('issues one voucher per row with the batch’s note', async () => {
    const csv = 'Name,E-mail,Message\nAna Silva,ana.silva@example.com,Welcome aboard\n"Lee, Jordan",JORDAN@example.com,\n';
    const answer = await call<Issued[]>(issueBulk, '/api/admin/vouchers/issue-bulk', {}, { method: 'POST', ...multipart({ valueCents: '10000', note: 'Acme Corp year-end gifts' }, csv) });
    expect(answer.status).toBe(201);
    expect(answer.body.total).toBe(2);
    expect(answer.body.data.map((voucher) => [voucher.recipientEmail, voucher.valueCents])).toEqual([
      ['ana.silva@example.com', 10_000],
      ['jordan@example.com', 10_000],
    ]);
    const rows = await getDatabase().voucher.findMany({ where: { id: { in: answer.body.data.map((voucher) => voucher.id) } }, select: { recipientName: true, giftMessage: true } });
    expect(rows).toEqual(expect.arrayContaining([{ recipientName: 'Ana Silva', giftMessage: 'Welcome aboard' }, { recipientName: 'Lee, Jordan', giftMessage: null }]));
  });

  it('issues nothing when one row is bad, and names each bad row', async () => {
    const before = await getDatabase().voucher.count();
    const emailsBefore = await getDatabase().outboxEmail.count();
    const csv = 'name,email\nAna Silva,ana@example.com\nBo,not-an-email\n,carl@example.com\nDee,dee@example.com\n';
    const answer = await call(issueBulk, '/api/admin/vouchers/issue-bulk', {}, { method: 'POST', ...multipart({ valueCents: '10000', note: 'Acme' }, csv) });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('2 rows need attention; nothing was issued.');
    expect(answer.body.errors).toEqual({ 'rows.3.email': ['Enter a valid e-mail address'], 'rows.4.name': ['Enter the recipient’s name'] });
    expect(await getDatabase().voucher.count()).toBe(before);
    expect(await getDatabase().outboxEmail.count()).toBe(emailsBefore);
  });

  it.each([
    ['no file', { valueCents: '1000', note: 'n' }, null, 'file', 'Choose a CSV file of recipients'],
    ['a file without the header', { valueCents: '1000', note: 'n' }, 'Ana,ana@example.com\n', 'file', 'Start the file with the header line name,email and list at least one recipient'],
    ['a broken quote', { valueCents: '1000', note: 'n' }, 'name,email\n"Ana,ana@example.com\n', 'file', expect.stringContaining('Quote Not Closed')],
    ['no note', { valueCents: '1000' }, 'name,email\nAna,ana@example.com\n', 'note', 'Say why these vouchers are issued'],
    ['no value or gift', { note: 'n' }, 'name,email\nAna,ana@example.com\n', 'productId', 'Choose a gift or enter a value, not both'],
  ])('refuses %s with a field message', async (_, fields, csv, field, message) => {
    const answer = await call(issueBulk, '/api/admin/vouchers/issue-bulk', {}, { method: 'POST', ...multipart(fields, csv) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toEqual([message]);
  });
});

describe('resending a voucher', () => {
  it('withdraws the unsent e-mail and queues one to the corrected address, with the history and audit', async () => {
    const order = await placePaidOrder([await createGift()]);
    const voucherId = order.voucherIds[0] ?? '';
    const before = await getDatabase().voucher.findUniqueOrThrow({ where: { id: voucherId }, select: { deliveryEmailId: true } });

    const answer = await call<{ recipientEmail: string; delivery: { status: string; to: string }; events: { kind: string; summary: string }[] }>(
      resend,
      `/api/admin/vouchers/${voucherId}/resend`,
      { id: voucherId },
      { method: 'POST', body: { email: ' Zoe.Fixed@Example.com ' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ recipientEmail: 'zoe.fixed@example.com', delivery: { status: 'queued', to: 'zoe.fixed@example.com' } });
    expect(answer.body.data.events.at(-1)).toMatchObject({ kind: 'RESENT', summary: 'E-mailed again to zoe.fixed@example.com (was zoe@example.com)' });
    expect(await getDatabase().outboxEmail.findUniqueOrThrow({ where: { id: before.deliveryEmailId ?? '' }, select: { status: true } })).toEqual({ status: 'CANCELLED' });
    const sent = await getDatabase().outboxEmail.findFirstOrThrow({ where: { to: 'zoe.fixed@example.com' } });
    expect(sent).toMatchObject({ subject: 'Casey Buyer sent you a gift: Dinner cruise for two', replyTo: expect.stringMatching(/^buyer-/), status: 'QUEUED' });
    expect(await readAudit(voucherId)).toEqual([{ action: 'voucher.resend', staffId: manager.id, data: { to: 'zoe.fixed@example.com', previous: 'zoe@example.com' } }]);

    const again = await call<{ delivery: { to: string } }>(resend, `/api/admin/vouchers/${voucherId}/resend`, { id: voucherId }, { method: 'POST', body: {} });
    expect(again.body.data.delivery.to).toBe('zoe.fixed@example.com');
  });

  it('refuses a bad address (400), an unknown voucher (404) and an activated one (409)', async () => {
    const voucher = await issueOne();
    const bad = await call(resend, `/api/admin/vouchers/${voucher.id}/resend`, { id: voucher.id }, { method: 'POST', body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.email).toEqual(['Enter a valid e-mail address']);
    expect((await call(resend, '/api/admin/vouchers/missing/resend', { id: 'missing' }, { method: 'POST', body: {} })).status).toBe(404);
    await activateForNewCustomer(voucher.id);
    expect((await call(resend, `/api/admin/vouchers/${voucher.id}/resend`, { id: voucher.id }, { method: 'POST', body: {} })).status).toBe(409);
  });
});

describe('voiding a voucher', () => {
  it('needs a reason, then stops the voucher, withdraws its e-mail and keeps the reason', async () => {
    const voucher = await issueOne();
    const url = `/api/admin/vouchers/${voucher.id}/void`;
    for (const body of [{}, { reason: '   ' }]) {
      const refused = await call(voidRoute, url, { id: voucher.id }, { method: 'POST', body });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.reason).toEqual(['Give the reason this voucher is voided']);
    }
    const voided = await call<{ status: string; delivery: { status: string }; events: { kind: string; summary: string }[] }>(voidRoute, url, { id: voucher.id }, {
      method: 'POST',
      body: { reason: 'Issued to the wrong customer' },
    });
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({ status: 'VOID', delivery: { status: 'cancelled' } });
    expect(voided.body.data.events.at(-1)).toMatchObject({ kind: 'VOIDED', summary: 'Voided: Issued to the wrong customer' });
    expect((await readAudit(voucher.id)).map((entry) => entry.action)).toEqual(['voucher.issue', 'voucher.void']);

    const twice = await call(voidRoute, url, { id: voucher.id }, { method: 'POST', body: { reason: 'Again' } });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('This voucher is already void.');
    expect((await call(voidRoute, '/api/admin/vouchers/missing/void', { id: 'missing' }, { method: 'POST', body: { reason: 'x' } })).status).toBe(404);
  });

  it('refuses to void a voucher once activated (409), and changes nothing', async () => {
    const voucher = await issueOne();
    await activateForNewCustomer(voucher.id);
    const refused = await call(voidRoute, `/api/admin/vouchers/${voucher.id}/void`, { id: voucher.id }, { method: 'POST', body: { reason: 'Too late' } });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/already activated/);
    expect(await getDatabase().voucher.findUniqueOrThrow({ where: { id: voucher.id }, select: { status: true } })).toEqual({ status: 'ACTIVATED' });
    expect(await getDatabase().voucherEvent.count({ where: { voucherId: voucher.id, kind: 'VOIDED' } })).toBe(0);
  });
});
