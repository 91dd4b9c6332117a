import { createServer, type AddressInfo, type Server } from 'node:net';
import { createElement } from 'react';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailAttachmentRenderers } from '@/domains/mail/server/mail-attachments';
import { createSmtpMailTransport } from '@/domains/mail/server/mail-transport';
import { renderEmail } from '@/domains/mail/server/render-email';
import { deliverQueuedEmail, queueEmail } from '@/domains/mail/server/service';
import { getVoucherEmailSubject, VoucherEmail, type VoucherEmailProps } from '@/domains/mail/server/templates/voucher-email';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';

// ───────────────────────────── A local SMTP server ─────────────────────────────

type ReceivedMail = { user: string | undefined; mailFrom: string; rcptTo: string[]; raw: string };

const SMTP_USER = 'shop';
const SMTP_PASSWORD = 'p@ss word';

let received: ReceivedMail[] = [];
/** Recipients the server refuses with 550, as a mailbox that does not exist. */
let refusedRecipients = new Set<string>();

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

const smtpServer = new SMTPServer({
  // Plain text on 127.0.0.1: the test has no certificate for STARTTLS.
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
    else callback(smtpError('Invalid username or password', 535));
  },
  onRcptTo(address, _session, callback) {
    callback(refusedRecipients.has(address.address) ? smtpError('Mailbox unavailable', 550) : null);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        user: typeof session.user === 'string' ? session.user : undefined,
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('latin1'),
      });
      callback();
    });
  },
});

/** A server that hangs up on every connection, as a crashed or overloaded relay would. */
const hangingUpServer: Server = createServer((socket) => socket.destroy());

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

let smtpUrl = '';
let hangingUpUrl = '';

beforeAll(async () => {
  const port = await listen(smtpServer.server);
  smtpUrl = `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`;
  hangingUpUrl = `smtp://127.0.0.1:${await listen(hangingUpServer)}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtpServer.close(resolve));
  await new Promise<void>((resolve) => hangingUpServer.close(() => resolve()));
});

// ───────────────────────────── Reading what arrived ─────────────────────────────

type MimePart = { headers: Map<string, string>; body: Buffer };

function parseMimePart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return { headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
  if (encoding === 'quoted-printable') {
    const unfolded = body.replace(/=\r\n/g, '');
    return { headers, body: Buffer.from(unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1') };
  }
  return { headers, body: Buffer.from(body, 'latin1') };
}

/** The leaf parts of a MIME message, depth first, as nodemailer nests them. */
function listMimeLeaves(raw: string): MimePart[] {
  const part = parseMimePart(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(part.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [part];
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((child) => listMimeLeaves(child.replace(/^\r\n/, '').replace(/\r\n$/, '')));
}

function readReceivedMail(mail: ReceivedMail) {
  const message = parseMimePart(mail.raw);
  const leaves = listMimeLeaves(mail.raw);
  const byType = (type: string) => leaves.find((leaf) => leaf.headers.get('content-type')?.startsWith(type) && !leaf.headers.has('content-disposition'));
  return {
    subject: message.headers.get('subject'),
    to: message.headers.get('to'),
    from: message.headers.get('from'),
    text: byType('text/plain')?.body.toString('utf8'),
    html: byType('text/html')?.body.toString('utf8'),
    attachments: leaves
      .filter((leaf) => leaf.headers.get('content-disposition')?.startsWith('attachment'))
      .map((leaf) => ({
        filename: /filename="?([^";]+)"?/.exec(leaf.headers.get('content-disposition') ?? '')?.[1],
        contentType: leaf.headers.get('content-type')?.split(';')[0],
        content: leaf.body,
      })),
  };
}

// ───────────────────────────── The shop's side ─────────────────────────────

/** Stands in for the vouchers area's PDF: binary bytes, so any mangling on the way shows. */
function renderTestVoucherPdf(voucherId: string): Buffer {
  return Buffer.concat([Buffer.from(`%PDF-1.7 voucher ${voucherId}\n`), Buffer.from([0x00, 0xff, 0x80, 0x0d, 0x0a, 0x2e, 0x0d, 0x0a])]);
}

const renderedVoucherIds: string[] = [];
const attachmentRenderers: MailAttachmentRenderers = {
  'voucher-pdf': async ({ voucherId }) => {
    renderedVoucherIds.push(voucherId);
    return { filename: `gift-voucher-${voucherId}.pdf`, contentType: 'application/pdf', content: renderTestVoucherPdf(voucherId) };
  },
};

const voucher: VoucherEmailProps = {
  siteUrl: 'https://shop.example.ca',
  locale: 'en-CA',
  recipientName: 'Ana Souza',
  buyerName: 'Marie Tremblay',
  giftTitle: 'Whale watching in Tadoussac',
  coverageText: 'Covers two adults on the standard option.',
  valueCents: 18_900,
  message: 'Happy birthday, Ana!',
  certificateNumber: 'ABCDEFG-HJKMNPQ-RSTUVWX',
  activationUrl: 'https://shop.example.ca/voucher/activation?certificate=ABCDEFG-HJKMNPQ-RSTUVWX',
  forBuyerToPrint: false,
};

async function queueVoucherEmail(to = 'ana@example.com') {
  const { html, text } = await renderEmail(createElement(VoucherEmail, voucher));
  return queueEmail({
    to,
    replyTo: null,
    subject: getVoucherEmailSubject(voucher),
    text,
    html,
    attachments: [{ kind: 'voucher-pdf', voucherId: 'voucher-1' }],
  });
}

function findEmail(id: string) {
  return getDatabase().outboxEmail.findUniqueOrThrow({ where: { id } });
}

beforeEach(async () => {
  await getDatabase().outboxEmail.deleteMany();
  received = [];
  refusedRecipients = new Set();
  renderedVoucherIds.length = 0;
});

describe('sending an outbox e-mail over SMTP', () => {
  it('delivers the subject, recipient, text and HTML parts and the rendered attachment, and marks it SENT', async () => {
    const { emailId } = await queueVoucherEmail();
    // The outbox keeps the reference, not the PDF.
    expect((await findEmail(emailId)).attachments).toEqual([{ kind: 'voucher-pdf', voucherId: 'voucher-1' }]);

    await deliverQueuedEmail(emailId, { transport: createSmtpMailTransport(smtpUrl), attachmentRenderers });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ user: SMTP_USER, rcptTo: ['ana@example.com'] });
    expect(mail?.mailFrom).toContain('@');
    const arrived = readReceivedMail(mail!);
    expect(arrived.subject).toBe('Marie Tremblay sent you a gift: Whale watching in Tadoussac');
    expect(arrived.to).toBe('ana@example.com');
    expect(arrived.from).toBe(getServerEnv().MAIL_FROM);
    expect(arrived.text).toContain('Ana Souza, you have a gift!');
    expect(arrived.text).toContain('ABCDEFG-HJKMNPQ-RSTUVWX');
    expect(arrived.html).toContain('<html');
    expect(arrived.html).toContain('ABCDEFG-HJKMNPQ-RSTUVWX');
    expect(arrived.html).toContain('https://shop.example.ca/voucher/activation?certificate=ABCDEFG-HJKMNPQ-RSTUVWX');
    expect(arrived.attachments).toEqual([
      { filename: 'gift-voucher-voucher-1.pdf', contentType: 'application/pdf', content: renderTestVoucherPdf('voucher-1') },
    ]);

    expect(await findEmail(emailId)).toMatchObject({ status: 'SENT', attempts: 1, lastError: null, sentAt: expect.any(Date) });
  });

  it('fails the attempt when the server refuses the recipient (550), so the queue retries; a later attempt delivers', async () => {
    refusedRecipients.add('ana@example.com');
    const { emailId } = await queueVoucherEmail();
    const delivery = { transport: createSmtpMailTransport(smtpUrl), attachmentRenderers };

    await expect(deliverQueuedEmail(emailId, delivery)).rejects.toThrow(/550/);
    expect(received).toEqual([]);
    const failed = await findEmail(emailId);
    expect(failed).toMatchObject({ status: 'QUEUED', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/550 Mailbox unavailable/);

    refusedRecipients.clear();
    await deliverQueuedEmail(emailId, delivery);
    expect(received).toHaveLength(1);
    expect(readReceivedMail(received[0]!).attachments).toHaveLength(1);
    expect(await findEmail(emailId)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('fails the attempt when the server hangs up, and delivers through a working one later', async () => {
    const { emailId } = await queueVoucherEmail();

    await expect(deliverQueuedEmail(emailId, { transport: createSmtpMailTransport(hangingUpUrl), attachmentRenderers })).rejects.toThrow();
    expect(await findEmail(emailId)).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: expect.any(String) });

    await deliverQueuedEmail(emailId, { transport: createSmtpMailTransport(smtpUrl), attachmentRenderers });
    expect(received).toHaveLength(1);
    expect(await findEmail(emailId)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('fails the attempt, sending nothing, when an attachment cannot be rendered', async () => {
    const { emailId } = await queueVoucherEmail();
    const transport = createSmtpMailTransport(smtpUrl);

    await expect(deliverQueuedEmail(emailId, { transport, attachmentRenderers: {} })).rejects.toThrow('No renderer for mail attachments of kind "voucher-pdf"');
    const failing: MailAttachmentRenderers = {
      'voucher-pdf': async () => {
        throw new Error('voucher voucher-1 is not issued yet');
      },
    };
    await expect(deliverQueuedEmail(emailId, { transport, attachmentRenderers: failing })).rejects.toThrow('not issued yet');

    expect(received).toEqual([]);
    expect(await findEmail(emailId)).toMatchObject({ status: 'QUEUED', attempts: 2, lastError: 'voucher voucher-1 is not issued yet' });
  });

  it('does not send again an e-mail that is already SENT (a job run twice)', async () => {
    const { emailId } = await queueVoucherEmail();
    const delivery = { transport: createSmtpMailTransport(smtpUrl), attachmentRenderers };
    await deliverQueuedEmail(emailId, delivery);
    await deliverQueuedEmail(emailId, delivery);
    expect(received).toHaveLength(1);
    expect(renderedVoucherIds).toEqual(['voucher-1']);
  });
});
