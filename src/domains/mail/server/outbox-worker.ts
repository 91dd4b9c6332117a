import 'server-only';
import { randomUUID } from 'node:crypto';
import { getServerEnv } from '@/server/env';
import { deleteExpiredRateLimitBuckets } from '@/server/rate-limit';
import { decideAfterFailure } from '../lib/retry';
import { getMailTransport } from './mail-transport';
import type { MailTransport } from './mail-transport';
import {
  claimDueJobs,
  findOutboxEmailByJobId,
  markEmailJobDone,
  markEmailJobFailed,
  rescheduleJob,
} from './repository';
import { MAIL_JOB_KIND } from './service';

const BATCH_SIZE = 10;
/** A job RUNNING this long lost its worker (process died mid-send) and is claimed again. */
const STALE_LOCK_MS = 10 * 60_000;
const DEFAULT_INTERVAL_MS = 5_000;
const RATE_LIMIT_CLEANUP_INTERVAL_MS = 60 * 60_000;

export type OutboxBatchResult = { sent: number; retried: number; failed: number };

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** Claims due e-mail jobs and sends them; failures retry with backoff until attempts run out. */
export async function runOutboxBatch(options: {
  transport?: MailTransport;
  workerId?: string;
  now?: () => Date;
  limit?: number;
} = {}): Promise<OutboxBatchResult> {
  const transport = options.transport ?? getMailTransport();
  const now = options.now ?? (() => new Date());
  const claimedAt = now();
  const jobs = await claimDueJobs({
    kind: MAIL_JOB_KIND,
    workerId: options.workerId ?? `outbox-${process.pid}`,
    limit: options.limit ?? BATCH_SIZE,
    now: claimedAt,
    staleBefore: new Date(claimedAt.getTime() - STALE_LOCK_MS),
  });
  const result: OutboxBatchResult = { sent: 0, retried: 0, failed: 0 };
  for (const job of jobs) {
    const email = await findOutboxEmailByJobId(job.id);
    if (!email) {
      await markEmailJobFailed(job.id, null, 'The outbox e-mail of this job no longer exists');
      result.failed += 1;
      continue;
    }
    try {
      await transport.send({ ...email, from: getServerEnv().MAIL_FROM });
      await markEmailJobDone(job.id, email.id, now());
      result.sent += 1;
    } catch (error) {
      const decision = decideAfterFailure(job.attempts, job.maxAttempts, now());
      if (decision.status === 'retry') {
        await rescheduleJob(job.id, decision.runAt, describeError(error));
        result.retried += 1;
      } else {
        await markEmailJobFailed(job.id, email.id, describeError(error));
        result.failed += 1;
      }
    }
  }
  return result;
}

type WorkerHandle = { stop: () => void };
const globalForWorker = globalThis as typeof globalThis & { outboxWorker?: WorkerHandle };

/**
 * Polls the outbox in this process. Idempotent: a second call (dev hot reload, a second
 * register()) returns the running loop. Ticks never overlap.
 */
export function startOutboxWorker(options: { intervalMs?: number } = {}): WorkerHandle {
  if (globalForWorker.outboxWorker) return globalForWorker.outboxWorker;
  const workerId = `outbox-${process.pid}-${randomUUID().slice(0, 8)}`;
  let running = false;
  let lastCleanupAt = 0;

  async function tick(): Promise<void> {
    if (running) return;
    running = true;
    try {
      await runOutboxBatch({ workerId });
      // Rate-limit buckets of ended windows are dead weight; sweeping them rarely is enough.
      if (Date.now() - lastCleanupAt >= RATE_LIMIT_CLEANUP_INTERVAL_MS) {
        lastCleanupAt = Date.now();
        await deleteExpiredRateLimitBuckets();
      }
    } catch (error) {
      console.error('[outbox] batch failed', error);
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void tick(), options.intervalMs ?? DEFAULT_INTERVAL_MS);
  // The loop alone must not keep a process (a script, a test) alive.
  timer.unref();
  const handle: WorkerHandle = {
    stop: () => {
      clearInterval(timer);
      delete globalForWorker.outboxWorker;
    },
  };
  globalForWorker.outboxWorker = handle;
  return handle;
}
