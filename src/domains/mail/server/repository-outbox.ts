import 'server-only';
import type { OutboxEmailStatus, Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';
import type { OutboxStatus } from '../schemas';

const outboxRowSelect = {
  id: true,
  to: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  sendAfter: true,
  sentAt: true,
  failedAt: true,
  createdAt: true,
} as const;

export type OutboxRowRecord = Prisma.OutboxEmailGetPayload<{ select: typeof outboxRowSelect }>;

function whereStatus(status: OutboxStatus | undefined, now: Date): Prisma.OutboxEmailWhereInput {
  switch (status) {
    case undefined:
      return {};
    case 'scheduled':
      return { status: 'QUEUED', sendAfter: { gt: now } };
    case 'queued':
      return { status: 'QUEUED', OR: [{ sendAfter: null }, { sendAfter: { lte: now } }] };
    default:
      return { status: status.toUpperCase() as OutboxEmailStatus };
  }
}

/** The outbox for the back office, newest first; `search` matches the recipient or the subject. */
export async function findOutboxEmails(
  db: DatabaseClient,
  filter: { status: OutboxStatus | undefined; search: string | undefined; skip: number; take: number; now: Date },
): Promise<{ rows: OutboxRowRecord[]; total: number }> {
  const where: Prisma.OutboxEmailWhereInput = {
    AND: [
      whereStatus(filter.status, filter.now),
      filter.search
        ? { OR: [{ to: { contains: filter.search, mode: 'insensitive' } }, { subject: { contains: filter.search, mode: 'insensitive' } }] }
        : {},
    ],
  };
  const [rows, total] = await Promise.all([
    db.outboxEmail.findMany({ where, select: outboxRowSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: filter.skip, take: filter.take }),
    db.outboxEmail.count({ where }),
  ]);
  return { rows, total };
}

/** One e-mail with its content; never its fill-ins, which may hold a sealed secret. */
export function findOutboxEmailContent(db: DatabaseClient, id: string) {
  return db.outboxEmail.findUnique({ where: { id }, select: { ...outboxRowSelect, replyTo: true, text: true, html: true, attachments: true } });
}

/** A FAILED e-mail goes back to QUEUED for another round of attempts; the count says whether it was FAILED. */
export async function requeueFailedOutboxEmail(db: DatabaseClient, id: string): Promise<number> {
  const { count } = await db.outboxEmail.updateMany({ where: { id, status: 'FAILED' }, data: { status: 'QUEUED', failedAt: null } });
  return count;
}
