import 'server-only';
import type { DatabaseClient } from '@/server/db';
import type { MailAttachmentReference, MailFillInReference } from '../schemas';

export type NewOutboxEmail = {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Rendered when the e-mail is sent; see `MailAttachmentRenderers`. */
  attachments?: MailAttachmentReference[];
  /** Values kept out of the outbox, filled in when the e-mail is sent; see `MailFillInRenderers`. */
  fillIns?: MailFillInReference[];
};

export async function insertOutboxEmail(db: DatabaseClient, email: NewOutboxEmail & { sendAfter: Date | null }): Promise<string> {
  const row = await db.outboxEmail.create({ data: email, select: { id: true } });
  return row.id;
}

export function findOutboxEmailById(db: DatabaseClient, id: string) {
  return db.outboxEmail.findUnique({
    where: { id },
    select: { id: true, to: true, replyTo: true, subject: true, text: true, html: true, attachments: true, fillIns: true, status: true },
  });
}

export async function markOutboxEmailSent(db: DatabaseClient, id: string, sentAt: Date): Promise<void> {
  await db.outboxEmail.update({ where: { id }, data: { status: 'SENT', sentAt, attempts: { increment: 1 }, lastError: null } });
}

/** One failed attempt, kept for the back office; the job queue decides whether to try again. */
export async function recordOutboxEmailAttemptFailed(db: DatabaseClient, id: string, error: string): Promise<void> {
  await db.outboxEmail.update({ where: { id }, data: { attempts: { increment: 1 }, lastError: error.slice(0, 1000) } });
}

/** Only a QUEUED e-mail can fail: a late dead letter must not undo a send that got through. */
export async function markOutboxEmailFailed(db: DatabaseClient, id: string): Promise<number> {
  const { count } = await db.outboxEmail.updateMany({ where: { id, status: 'QUEUED' }, data: { status: 'FAILED', failedAt: new Date() } });
  return count;
}

export function findOutboxDeliveries(db: DatabaseClient, ids: string[]) {
  return db.outboxEmail.findMany({ where: { id: { in: ids } }, select: { id: true, to: true, status: true, sendAfter: true, sentAt: true } });
}

/** Only an e-mail not yet sent can be cancelled; the count says whether it was. */
export async function markOutboxEmailCancelled(db: DatabaseClient, id: string): Promise<number> {
  const { count } = await db.outboxEmail.updateMany({ where: { id, status: { in: ['QUEUED', 'FAILED'] } }, data: { status: 'CANCELLED' } });
  return count;
}
