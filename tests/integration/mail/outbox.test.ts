import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessageSchema } from '@/domains/mail/schemas';
import type { MailTransport, OutgoingMail } from '@/domains/mail/server/mail-transport';
import { startOutboxWorker } from '@/domains/mail/server/outbox-worker';
import { queueEmail, sendContactMessage } from '@/domains/mail/server/service';
import { startJobWorkers } from '@/job-workers';
import { getDatabase, runInTransaction } from '@/server/db';
import { JOB_QUEUES, startJobQueue } from '@/server/job-queue';

// pg-boss's minimum; the default (2 s) would make every test here wait longer.
const POLLING_INTERVAL_SECONDS = 0.5;

type RecordedMail = OutgoingMail & { at: number };

/** What the worker sends through; each test decides whether sending works. */
let sent: RecordedMail[] = [];
let failSending = false;
const testTransport: MailTransport = {
  name: 'test',
  send: async (mail) => {
    sent.push({ ...mail, at: Date.now() });
    if (failSending) throw new Error('SMTP 421 try later');
  },
};

type QueuedJob = { id: string; data: unknown; state: string; retryCount: number; output: unknown };

function listJobs(queue: string): Promise<QueuedJob[]> {
  return getDatabase().$queryRaw<QueuedJob[]>`
    SELECT id::text, data, state::text, retry_count AS "retryCount", output FROM pgboss.job WHERE name = ${queue} ORDER BY created_on`;
}

function findEmail(id: string) {
  return getDatabase().outboxEmail.findUniqueOrThrow({ where: { id } });
}

function queueTestEmail(subject = 'Hello', options: { sendAfter?: Date } = {}) {
  return queueEmail({ to: 'someone@example.com', replyTo: null, subject, text: 'Body', html: null }, undefined, options);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

beforeEach(async () => {
  const prisma = getDatabase();
  await prisma.outboxEmail.deleteMany();
  await prisma.rateLimitBucket.deleteMany();
  // Jobs of an earlier test must not run into this one (the file setup started the queue).
  await (await startJobQueue()).clearStorage();
  sent = [];
  failSending = false;
});

describe('queueing an e-mail', () => {
  it('records a contact message for staff, with the sender as reply-to, and enqueues its job', async () => {
    const message = contactMessageSchema.parse({ name: ' Ada ', email: 'ada@example.com', message: 'Can I change the date of my tour?' });
    await sendContactMessage(message, { clientIp: '203.0.113.9' });
    const emails = await getDatabase().outboxEmail.findMany();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: 'staff@example.com', replyTo: 'ada@example.com', subject: 'Contact form: Ada', status: 'QUEUED', attempts: 0 });
    expect(emails[0]?.text).toContain('Can I change the date of my tour?');
    expect(await listJobs(JOB_QUEUES.mailSend)).toEqual([
      expect.objectContaining({ data: { emailId: emails[0]?.id }, state: 'created', retryCount: 0 }),
    ]);
  });

  it('limits contact messages to 5 per hour per IP', async () => {
    const message = contactMessageSchema.parse({ name: 'Bo', email: 'bo@example.com', message: 'Hello there, a question.' });
    for (let index = 0; index < 5; index += 1) await sendContactMessage(message, { clientIp: '203.0.113.10' });
    await expect(sendContactMessage(message, { clientIp: '203.0.113.10' })).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(sendContactMessage(message, { clientIp: '203.0.113.11' })).resolves.toBeUndefined();
    expect(await getDatabase().outboxEmail.count()).toBe(6);
    expect(await listJobs(JOB_QUEUES.mailSend)).toHaveLength(6);
  });

  it('leaves neither the e-mail nor its job when the caller’s transaction rolls back', async () => {
    await expect(
      runInTransaction(undefined, async (tx) => {
        await queueEmail({ to: 'buyer@example.com', replyTo: null, subject: 'Your order', text: 'Thanks', html: null }, tx);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await getDatabase().outboxEmail.count()).toBe(0);
    expect(await listJobs(JOB_QUEUES.mailSend)).toEqual([]);
  });
});

describe('the job workers', () => {
  beforeAll(async () => {
    await startJobWorkers({ transport: testTransport, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS });
  });

  it('send a queued e-mail and mark it SENT', async () => {
    const { emailId, jobId } = await queueTestEmail('Welcome');
    await vi.waitFor(async () => expect((await findEmail(emailId)).status).toBe('SENT'), { timeout: 10_000, interval: 100 });
    expect(await findEmail(emailId)).toMatchObject({ sentAt: expect.any(Date) });
    expect(sent).toEqual([expect.objectContaining({ to: 'someone@example.com', subject: 'Welcome', from: expect.any(String) })]);
    await vi.waitFor(async () => expect(await listJobs(JOB_QUEUES.mailSend)).toEqual([expect.objectContaining({ id: jobId, state: 'completed' })]));
  });

  it('never run a job enqueued in a transaction that rolled back', async () => {
    await expect(
      runInTransaction(undefined, async (tx) => {
        await queueEmail({ to: 'buyer@example.com', replyTo: null, subject: 'Rolled back', text: 'Thanks', html: null }, tx);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    // A later, committed e-mail goes out: the worker has polled past where the other would be.
    const { emailId } = await queueTestEmail('Committed');
    await vi.waitFor(async () => expect((await findEmail(emailId)).status).toBe('SENT'), { timeout: 10_000, interval: 100 });
    await sleep(2 * POLLING_INTERVAL_SECONDS * 1000);
    expect(sent.map((mail) => mail.subject)).toEqual(['Committed']);
  });

  it('send an e-mail scheduled for later at that time, not before', async () => {
    const sendAfter = new Date(Date.now() + 3_000);
    const { emailId } = await queueTestEmail('On the day', { sendAfter });
    await sleep(2_000);
    expect(sent).toEqual([]);
    expect((await findEmail(emailId)).status).toBe('QUEUED');
    await vi.waitFor(async () => expect((await findEmail(emailId)).status).toBe('SENT'), { timeout: 10_000, interval: 100 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.at).toBeGreaterThanOrEqual(sendAfter.getTime());
    expect(await findEmail(emailId)).toMatchObject({ sendAfter, attempts: 1, lastError: null });
  });

  it('retry a failed send with backoff, then mark the e-mail FAILED after the last attempt', async () => {
    // Short delays for the test; a queue's settings are copied onto each job when it is sent.
    const boss = await startJobQueue();
    await boss.updateQueue(JOB_QUEUES.mailSend, { name: JOB_QUEUES.mailSend, retryLimit: 2, retryDelay: 1, retryBackoff: true });
    failSending = true;
    const { emailId, jobId } = await queueTestEmail('Unlucky');
    await vi.waitFor(async () => expect((await findEmail(emailId)).status).toBe('FAILED'), { timeout: 20_000, interval: 200 });

    // The first attempt and two retries, the second retry waiting about twice as long.
    expect(sent).toHaveLength(3);
    const [first, second, third] = sent.map((mail) => mail.at);
    expect(second! - first!).toBeGreaterThanOrEqual(1_000);
    expect(third! - second!).toBeGreaterThanOrEqual(2_000);
    expect(await listJobs(JOB_QUEUES.mailSend)).toEqual([
      expect.objectContaining({ id: jobId, state: 'failed', retryCount: 2, output: { message: 'SMTP 421 try later' } }),
    ]);
    // The outbox keeps what the back office shows: every attempt, the last error, when it failed.
    expect(await findEmail(emailId)).toMatchObject({ sentAt: null, attempts: 3, lastError: 'SMTP 421 try later', failedAt: expect.any(Date) });
  });

  it('send each e-mail once while two workers poll the queue', async () => {
    // A second instance's worst case: another poller on the same queue.
    await startOutboxWorker({ transport: testTransport, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS });
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) ids.push((await queueTestEmail(`Mail ${index}`)).emailId);
    await vi.waitFor(
      async () => expect(await getDatabase().outboxEmail.count({ where: { id: { in: ids }, status: 'SENT' } })).toBe(6),
      { timeout: 10_000, interval: 100 },
    );
    expect(sent.map((mail) => mail.subject).sort()).toEqual(['Mail 0', 'Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
  });

  it('sweep expired rate-limit buckets every hour', async () => {
    const boss = await startJobQueue();
    expect(await boss.getSchedules()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: JOB_QUEUES.rateLimitSweep, cron: '0 * * * *' })]),
    );
    await getDatabase().rateLimitBucket.createMany({
      data: [
        { key: 'contact:ended', count: 3, resetAt: new Date(Date.now() - 60_000) },
        { key: 'contact:current', count: 1, resetAt: new Date(Date.now() + 3_600_000) },
      ],
    });
    // What the cron clock sends at the top of the hour.
    await boss.send(JOB_QUEUES.rateLimitSweep, {});
    await vi.waitFor(async () => expect(await getDatabase().rateLimitBucket.findMany({ select: { key: true } })).toEqual([{ key: 'contact:current' }]), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it('sweep expired customer sessions every day', async () => {
    const boss = await startJobQueue();
    expect(await boss.getSchedules()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: JOB_QUEUES.customerSessionSweep, cron: '30 4 * * *' })]),
    );
    const { id: userId } = await getDatabase().user.create({
      data: { email: `sweep-${Date.now()}@example.com`, firstName: 'Ana', lastName: 'Lavoie', passwordHash: 'not-used' },
      select: { id: true },
    });
    await getDatabase().customerSession.createMany({
      data: [
        { id: `ended-${userId}`, userId, expiresAt: new Date(Date.now() - 60_000) },
        { id: `current-${userId}`, userId, expiresAt: new Date(Date.now() + 3_600_000) },
      ],
    });
    await boss.send(JOB_QUEUES.customerSessionSweep, {});
    await vi.waitFor(async () => expect(await getDatabase().customerSession.findMany({ where: { userId }, select: { id: true } })).toEqual([{ id: `current-${userId}` }]), {
      timeout: 10_000,
      interval: 200,
    });
  });
});
