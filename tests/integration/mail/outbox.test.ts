import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessageSchema } from '@/domains/mail/schemas';
import type { MailTransport, OutgoingMail } from '@/domains/mail/server/mail-transport';
import { runOutboxBatch } from '@/domains/mail/server/outbox-worker';
import { MAIL_JOB_KIND, queueEmail, sendContactMessage } from '@/domains/mail/server/service';
import { getPrisma } from '@/server/db';

function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { name: 'recording', sent, send: async (mail) => void sent.push(mail) };
}

const failingTransport: MailTransport = {
  name: 'failing',
  send: async () => {
    throw new Error('SMTP 421 try later');
  },
};

beforeEach(async () => {
  const prisma = getPrisma();
  await prisma.outboxEmail.deleteMany();
  await prisma.job.deleteMany();
  await prisma.rateLimitBucket.deleteMany();
});

function queueTestEmail(subject = 'Hello') {
  return queueEmail({ to: 'someone@example.com', replyTo: null, subject, text: 'Body', html: null });
}

describe('contact messages', () => {
  it('queue an e-mail to staff with the sender as reply-to, plus its job', async () => {
    const message = contactMessageSchema.parse({ name: ' Ada ', email: 'ada@example.com', message: 'Can I change the date of my tour?' });
    await sendContactMessage(message, { clientIp: '203.0.113.9' });
    const emails = await getPrisma().outboxEmail.findMany({ include: { job: true } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: 'staff@example.com', replyTo: 'ada@example.com', subject: 'Contact form: Ada', status: 'QUEUED' });
    expect(emails[0]?.text).toContain('Can I change the date of my tour?');
    expect(emails[0]?.job).toMatchObject({ kind: MAIL_JOB_KIND, status: 'PENDING', attempts: 0 });
  });

  it('are limited to 5 per hour per IP', async () => {
    const message = contactMessageSchema.parse({ name: 'Bo', email: 'bo@example.com', message: 'Hello there, a question.' });
    for (let index = 0; index < 5; index += 1) await sendContactMessage(message, { clientIp: '203.0.113.10' });
    await expect(sendContactMessage(message, { clientIp: '203.0.113.10' })).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(sendContactMessage(message, { clientIp: '203.0.113.11' })).resolves.toBeUndefined();
    expect(await getPrisma().outboxEmail.count()).toBe(6);
  });
});

describe('runOutboxBatch', () => {
  it('sends due e-mails and marks e-mail SENT and job DONE', async () => {
    const { emailId, jobId } = await queueTestEmail('Welcome');
    const transport = recordingTransport();
    expect(await runOutboxBatch({ transport })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.sent).toEqual([expect.objectContaining({ to: 'someone@example.com', subject: 'Welcome', from: expect.any(String) })]);
    expect(await getPrisma().outboxEmail.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({ status: 'SENT', sentAt: expect.any(Date) });
    expect(await getPrisma().job.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ status: 'DONE', attempts: 1, lockedBy: null });
    // Nothing left to do on the next tick.
    expect(await runOutboxBatch({ transport })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('retries a failed send later with backoff, then fails for good after the last attempt', async () => {
    const { emailId, jobId } = await queueTestEmail();
    await getPrisma().job.update({ where: { id: jobId }, data: { maxAttempts: 2 } });
    const start = new Date();
    expect(await runOutboxBatch({ transport: failingTransport, now: () => start })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await getPrisma().job.findUniqueOrThrow({ where: { id: jobId } });
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'SMTP 421 try later' });
    expect(waiting.runAt.getTime()).toBe(start.getTime() + 30_000);

    // Not due yet: the backoff holds it back.
    expect(await runOutboxBatch({ transport: failingTransport, now: () => start })).toEqual({ sent: 0, retried: 0, failed: 0 });

    const later = new Date(start.getTime() + 31_000);
    expect(await runOutboxBatch({ transport: failingTransport, now: () => later })).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await getPrisma().job.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ status: 'FAILED', attempts: 2 });
    expect(await getPrisma().outboxEmail.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({ status: 'FAILED' });
  });

  it('lets two workers claim side by side without sending anything twice', async () => {
    for (let index = 0; index < 6; index += 1) await queueTestEmail(`Mail ${index}`);
    const first = recordingTransport();
    const second = recordingTransport();
    const results = await Promise.all([
      runOutboxBatch({ transport: first, workerId: 'worker-1', limit: 4 }),
      runOutboxBatch({ transport: second, workerId: 'worker-2', limit: 4 }),
    ]);
    expect(results[0].sent + results[1].sent).toBe(6);
    const subjects = [...first.sent, ...second.sent].map((mail) => mail.subject).sort();
    expect(subjects).toEqual(['Mail 0', 'Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
  });

  it('takes over a job whose worker died while sending', async () => {
    const { jobId } = await queueTestEmail('Orphan');
    const longAgo = new Date(Date.now() - 11 * 60_000);
    await getPrisma().job.update({ where: { id: jobId }, data: { status: 'RUNNING', lockedAt: longAgo, lockedBy: 'dead-worker', attempts: 1 } });
    const transport = recordingTransport();
    expect(await runOutboxBatch({ transport })).toMatchObject({ sent: 1 });
    expect(await getPrisma().job.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('leaves a recently locked job to its worker', async () => {
    const { jobId } = await queueTestEmail('Busy');
    await getPrisma().job.update({ where: { id: jobId }, data: { status: 'RUNNING', lockedAt: new Date(), lockedBy: 'busy-worker' } });
    expect(await runOutboxBatch({ transport: recordingTransport() })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});
