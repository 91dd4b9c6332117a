import 'server-only';
import { getDatabase, runInTransaction } from '@/server/db';
import type { DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { enqueueJob, JOB_QUEUES } from '@/server/job-queue';
import { enforceRateLimit } from '@/server/rate-limit';
import type { RateLimitRule } from '@/server/rate-limit';
import { writeAuditLogEntry } from '@/server/audit-log';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { mailAttachmentReferencesSchema, type ContactMessage, type OutboxEmailDetail, type OutboxEmailRow, type OutboxListParams, type OutboxStatus } from '../schemas';
import { renderMailAttachments, type MailAttachmentRenderers } from './mail-attachments';
import type { MailTransport } from './mail-transport';
import { applyMailFillIns, type MailFillInRenderers } from './mail-fill-ins';
import { findOutboxDeliveries, findOutboxEmailById, insertOutboxEmail, markOutboxEmailCancelled, markOutboxEmailFailed, markOutboxEmailSent, recordOutboxEmailAttemptFailed } from './repository';
import type { NewOutboxEmail } from './repository';
import { findOutboxEmailContent, findOutboxEmails, requeueFailedOutboxEmail, type OutboxRowRecord } from './repository-outbox';

/** Per client IP: enough for a real conversation, too few for a spam run. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact', limit: 5, windowSeconds: 3600 };

export type QueueEmailOptions = {
  /** Not before this time, e.g. a voucher e-mailed on the day the buyer chose. */
  sendAfter?: Date;
};

/**
 * Records the e-mail in the outbox (what the back office lists) and enqueues the job that sends
 * it, in one transaction: the caller's, when given, so a rolled-back order never e-mails anyone.
 */
export function queueEmail(
  email: NewOutboxEmail,
  db?: DatabaseClient,
  options: QueueEmailOptions = {},
): Promise<{ emailId: string; jobId: string }> {
  return runInTransaction(db, async (tx) => {
    const emailId = await insertOutboxEmail(tx, { ...email, sendAfter: options.sendAfter ?? null });
    const jobId = await enqueueJob(tx, JOB_QUEUES.mailSend, { emailId }, { startAfter: options.sendAfter });
    return { emailId, jobId };
  });
}

/** How the worker sends: the transport, and a renderer for each kind of attachment reference. */
type MailDelivery = {
  transport: MailTransport;
  attachmentRenderers: MailAttachmentRenderers;
  /** Needed only for e-mails with fill-ins. */
  fillInRenderers?: MailFillInRenderers;
};

/**
 * Sends one outbox e-mail, with its attachments rendered now, and marks it SENT. Throws when an
 * attachment cannot be rendered or the transport fails, so the job queue retries it. A job can
 * run twice (a worker died after sending), hence the SENT check.
 */
export async function deliverQueuedEmail(emailId: string, delivery: MailDelivery, db?: DatabaseClient): Promise<void> {
  const database = getDatabase(db);
  const email = await findOutboxEmailById(database, emailId);
  if (!email) {
    log.warn({ emailId }, 'outbox e-mail no longer exists; nothing to send');
    return;
  }
  if (email.status === 'SENT' || email.status === 'CANCELLED') return;
  try {
    const attachments = await renderMailAttachments(email.attachments, delivery.attachmentRenderers);
    const content = await applyMailFillIns(email, email.fillIns, delivery.fillInRenderers ?? {});
    await delivery.transport.send({ to: content.to, replyTo: content.replyTo, subject: content.subject, text: content.text, html: content.html, from: getServerEnv().MAIL_FROM, attachments });
  } catch (error) {
    await recordOutboxEmailAttemptFailed(database, emailId, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await markOutboxEmailSent(database, emailId, new Date());
}

/** The job queue gave up on this e-mail after its last attempt. */
export async function failQueuedEmail(emailId: string, db?: DatabaseClient): Promise<void> {
  if ((await markOutboxEmailFailed(getDatabase(db), emailId)) > 0) {
    log.error({ emailId }, 'outbox e-mail failed after its last attempt');
  }
}

// ── The back office's outbox ──

function toOutboxStatus(email: Pick<OutboxRowRecord, 'status' | 'sendAfter'>, now: Date): OutboxStatus {
  if (email.status === 'QUEUED') return email.sendAfter && email.sendAfter > now ? 'scheduled' : 'queued';
  return email.status === 'SENT' ? 'sent' : email.status === 'FAILED' ? 'failed' : 'cancelled';
}

function toOutboxRow(email: OutboxRowRecord, now: Date): OutboxEmailRow {
  return {
    id: email.id,
    to: email.to,
    subject: email.subject,
    status: toOutboxStatus(email, now),
    attempts: email.attempts,
    lastError: email.lastError,
    sendAfter: email.sendAfter?.toISOString() ?? null,
    sentAt: email.sentAt?.toISOString() ?? null,
    failedAt: email.failedAt?.toISOString() ?? null,
    createdAt: email.createdAt.toISOString(),
  };
}

/** Sent, scheduled, queued, failed and cancelled e-mails, newest first, a page at a time. */
export async function listOutboxEmails(params: OutboxListParams, now = new Date(), db?: DatabaseClient): Promise<{ data: OutboxEmailRow[]; total: number }> {
  const { rows, total } = await findOutboxEmails(getDatabase(db), {
    status: params.status,
    search: params.search || undefined,
    skip: (params.page - 1) * params.per_page,
    take: params.per_page,
    now,
  });
  return { data: rows.map((row) => toOutboxRow(row, now)), total };
}

/** One outbox e-mail as staff may read it (no fill-ins: they can hold a sealed secret, docs/adr/0014). */
export async function getOutboxEmailOrThrow(id: string, now = new Date(), db?: DatabaseClient): Promise<OutboxEmailDetail> {
  const email = await findOutboxEmailContent(getDatabase(db), id);
  if (!email) throw new AppError('not_found', 'There is no such e-mail in the outbox.');
  const attachments = mailAttachmentReferencesSchema.safeParse(email.attachments ?? []);
  return {
    ...toOutboxRow(email, now),
    replyTo: email.replyTo,
    text: email.text,
    html: email.html,
    attachmentKinds: attachments.success ? attachments.data.map((attachment) => attachment.kind) : [],
  };
}

/**
 * Staff send a FAILED e-mail again: it is QUEUED once more and a new send job, with the queue's
 * usual attempts, is enqueued in the same transaction as the audit entry. Only a failed e-mail
 * can be retried: a queued one is still being tried, and a sent one must not go out twice.
 */
export async function retryFailedEmail(id: string, staffId: string, db?: DatabaseClient): Promise<OutboxEmailDetail> {
  const retried = await runInTransaction(db, async (tx) => {
    if ((await requeueFailedOutboxEmail(tx, id)) === 0) return false;
    await enqueueJob(tx, JOB_QUEUES.mailSend, { emailId: id });
    await writeAuditLogEntry(tx, { staffId, action: 'outbox_email.retry', entityType: 'OutboxEmail', entityId: id, data: {} });
    return true;
  });
  const email = await getOutboxEmailOrThrow(id, new Date(), db);
  if (!retried) throw new AppError('conflict', `Only a failed e-mail can be sent again; this one is ${email.status}.`);
  return email;
}

/** Contact-us form: reaches staff through the outbox; staff reply straight to the sender. */
export async function sendContactMessage(message: ContactMessage, options: { clientIp: string }, db?: DatabaseClient): Promise<void> {
  await enforceRateLimit(getDatabase(db), CONTACT_RATE_LIMIT, options.clientIp);
  await queueEmail(
    {
      to: getServerEnv().STAFF_NOTIFY_EMAIL,
      replyTo: message.email,
      subject: `Contact form: ${message.name}`,
      text: [`From: ${message.name} <${message.email}>`, '', message.message].join('\n'),
      html: null,
    },
    db,
  );
}

export type EmailDelivery = { id: string; to: string; status: 'QUEUED' | 'SENT' | 'FAILED' | 'CANCELLED'; sendAfter: Date | null; sentAt: Date | null };

/** Where each of these e-mails stands (a voucher's delivery status on the order page). */
export function listEmailDeliveries(ids: string[], db?: DatabaseClient): Promise<EmailDelivery[]> {
  return findOutboxDeliveries(getDatabase(db), ids);
}

/**
 * Withdraws an e-mail that has not gone out (queued, or failed for good), so its job sends
 * nothing. False when it was sent in the meantime.
 */
export async function cancelUnsentEmail(emailId: string, db?: DatabaseClient): Promise<boolean> {
  return (await markOutboxEmailCancelled(getDatabase(db), emailId)) === 1;
}
