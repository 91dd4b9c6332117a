import 'server-only';
import { getPrisma } from '@/server/db';
import type { DatabaseClient } from '@/server/db';

export type NewOutboxEmail = { to: string; replyTo: string | null; subject: string; text: string; html: string | null };

/** The e-mail and the job that sends it, created by one statement so neither exists alone. */
export async function insertOutboxEmailWithJob(
  db: DatabaseClient,
  kind: string,
  email: NewOutboxEmail,
): Promise<{ emailId: string; jobId: string }> {
  // The worker finds the e-mail through its jobId, so the payload needs nothing more.
  const row = await db.outboxEmail.create({
    data: { ...email, job: { create: { kind, payload: {} } } },
    select: { id: true, jobId: true },
  });
  if (!row.jobId) throw new Error('Outbox e-mail was created without its job');
  return { emailId: row.id, jobId: row.jobId };
}

export type ClaimedJob = { id: string; attempts: number; maxAttempts: number };

/**
 * Marks up to `limit` due jobs of one kind as RUNNING for this worker and returns them.
 * SKIP LOCKED lets several instances claim side by side without waiting for or double-taking
 * each other's rows; a RUNNING job whose worker died (locked before `staleBefore`) is due again.
 */
export function claimDueJobs(options: {
  kind: string;
  workerId: string;
  limit: number;
  now: Date;
  staleBefore: Date;
}): Promise<ClaimedJob[]> {
  const { kind, workerId, limit, now, staleBefore } = options;
  return getPrisma().$queryRaw<ClaimedJob[]>`
    UPDATE "Job"
    SET "status" = 'RUNNING', "lockedAt" = ${now}, "lockedBy" = ${workerId}, "attempts" = "attempts" + 1, "updatedAt" = ${now}
    WHERE "id" IN (
      SELECT "id" FROM "Job"
      WHERE "kind" = ${kind}
        AND (("status" = 'PENDING' AND "runAt" <= ${now}) OR ("status" = 'RUNNING' AND "lockedAt" < ${staleBefore}))
      ORDER BY "runAt", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "attempts", "maxAttempts"`;
}

export function findOutboxEmailByJobId(jobId: string) {
  return getPrisma().outboxEmail.findFirst({
    where: { jobId },
    select: { id: true, to: true, replyTo: true, subject: true, text: true, html: true, status: true },
  });
}

export async function markEmailJobDone(jobId: string, emailId: string | null, now: Date): Promise<void> {
  await getPrisma().$transaction([
    getPrisma().job.update({ where: { id: jobId }, data: { status: 'DONE', lockedAt: null, lockedBy: null, lastError: null } }),
    ...(emailId ? [getPrisma().outboxEmail.update({ where: { id: emailId }, data: { status: 'SENT', sentAt: now } })] : []),
  ]);
}

export async function rescheduleJob(jobId: string, runAt: Date, lastError: string): Promise<void> {
  await getPrisma().job.update({ where: { id: jobId }, data: { status: 'PENDING', runAt, lastError, lockedAt: null, lockedBy: null } });
}

export async function markEmailJobFailed(jobId: string, emailId: string | null, lastError: string): Promise<void> {
  await getPrisma().$transaction([
    getPrisma().job.update({ where: { id: jobId }, data: { status: 'FAILED', lastError, lockedAt: null, lockedBy: null } }),
    ...(emailId ? [getPrisma().outboxEmail.update({ where: { id: emailId }, data: { status: 'FAILED' } })] : []),
  ]);
}
