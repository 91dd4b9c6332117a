import 'server-only';
import PgBoss from 'pg-boss';
import pgBossVersion from 'pg-boss/version.json';
import { getDatabase, type DatabaseClient } from './db';
import { getServerEnv } from './env';
import { log } from './log';

/**
 * Work that leaves the request runs through pg-boss, in its own `pgboss` schema of the shop's
 * database. Jobs are enqueued on the caller's Prisma transaction, so a rolled-back change never
 * leaves a job behind and a committed one never loses it.
 */
export const JOB_QUEUES = {
  mailSend: 'mail.send',
  /** Dead letters of `mail.send`: e-mails whose last attempt failed. */
  mailFailed: 'mail.send.failed',
  rateLimitSweep: 'rate-limit.sweep',
  customerSessionSweep: 'customer-session.sweep',
  reviewInvitations: 'review.invitations',
  bookingHoldRelease: 'booking.hold-release',
  groupGiftDeadlines: 'group-gift.deadlines',
} as const;

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];

/** What each queue's jobs carry: ids, never copies of rows the handler can load. */
export type JobPayloads = {
  'mail.send': { emailId: string };
  'mail.send.failed': { emailId: string };
  'rate-limit.sweep': Record<string, never>;
  'customer-session.sweep': Record<string, never>;
  'review.invitations': Record<string, never>;
  'booking.hold-release': Record<string, never>;
  'group-gift.deadlines': Record<string, never>;
};

// Dead-letter queues come first: a queue's deadLetter must name an existing queue.
const QUEUES: ReadonlyArray<PgBoss.Queue & { name: JobQueueName }> = [
  // pg-boss copies a dead letter with its job's retry limit (no delay), so no settings here.
  { name: JOB_QUEUES.mailFailed },
  // 5 attempts, waiting at least 30 s, 1 min, 2 min, 4 min between them (pg-boss adds up to as
  // much again at random). A send that hangs past 5 minutes counts as failed.
  {
    name: JOB_QUEUES.mailSend,
    retryLimit: 4,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    deadLetter: JOB_QUEUES.mailFailed,
  },
  // Runs every hour anyway, so a failed sweep just waits for the next one.
  { name: JOB_QUEUES.rateLimitSweep, retryLimit: 0, expireInSeconds: 300 },
  // Daily, likewise: an expired session opens nothing, its row only takes room until then.
  { name: JOB_QUEUES.customerSessionSweep, retryLimit: 0, expireInSeconds: 300 },
  // Daily; a failed run is tried again a few times, and a missed day is caught up by the next.
  { name: JOB_QUEUES.reviewInvitations, retryLimit: 3, retryDelay: 300, expireInSeconds: 900 },
  // Every 15 minutes; a failed run is simply caught up by the next one.
  { name: JOB_QUEUES.bookingHoldRelease, retryLimit: 0, expireInSeconds: 600 },
  // Every 15 minutes, likewise: group gifts past their deadline, refunds still owed.
  { name: JOB_QUEUES.groupGiftDeadlines, retryLimit: 0, expireInSeconds: 600 },
];

/** pg-boss's own connections: polling and maintenance need few, jobs are sent on Prisma's. */
const JOB_QUEUE_MAX_CONNECTIONS = 2;

type JobQueueState = { boss: PgBoss; started: Promise<PgBoss> };

// One instance per process; dev hot reload re-evaluates modules, so keep it on globalThis.
const globalForJobQueue = globalThis as typeof globalThis & { jobQueue?: JobQueueState };

function createJobQueue(): PgBoss {
  const env = getServerEnv();
  const boss = new PgBoss({
    connectionString: env.DATABASE_URL,
    // The embedded database runs with a pool of 1 (one backend); pg-boss then queues on one too.
    max: Math.min(JOB_QUEUE_MAX_CONNECTIONS, env.DATABASE_POOL_SIZE),
    application_name: 'gift-shop-jobs',
  });
  // Without a listener an 'error' event (a failed poll, a dropped connection) would crash the process.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  return boss;
}

const DEADLOCK_SQL_STATE = '40P01';
const QUEUE_INSTALL_ATTEMPTS = 5;

function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === DEADLOCK_SQL_STATE;
}

/**
 * Instances starting together on a new database create the same queues at once, and PostgreSQL
 * may abort one of them with a deadlock (seen in CI with two instances): that one tries again.
 */
async function installQueue(boss: PgBoss, queue: (typeof QUEUES)[number]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // createQueue leaves an existing queue as it is; updateQueue applies changed settings.
      await boss.createQueue(queue.name, queue);
      await boss.updateQueue(queue.name, queue);
      return;
    } catch (error) {
      if (attempt >= QUEUE_INSTALL_ATTEMPTS || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt * Math.random()));
    }
  }
}

async function installQueues(boss: PgBoss): Promise<PgBoss> {
  await boss.start();
  for (const queue of QUEUES) await installQueue(boss, queue);
  return boss;
}

function getJobQueueState(): JobQueueState {
  if (!globalForJobQueue.jobQueue) {
    const boss = createJobQueue();
    const started = installQueues(boss);
    const state: JobQueueState = { boss, started };
    globalForJobQueue.jobQueue = state;
    // A failed start (database down at boot) is tried again by the next caller.
    started.catch(() => {
      if (globalForJobQueue.jobQueue === state) delete globalForJobQueue.jobQueue;
    });
  }
  return globalForJobQueue.jobQueue;
}

/**
 * Starts pg-boss once per process: installs or migrates its schema, creates the shop's queues,
 * and runs its maintenance (expiring jobs of dead workers, archiving) and cron clock. Every app
 * instance may do this; pg-boss coordinates them through the database. Job handlers are
 * registered separately (`src/job-workers.ts`), only where jobs should run.
 */
export function startJobQueue(): Promise<PgBoss> {
  return getJobQueueState().started;
}

/**
 * True when the database already has pg-boss's schema at this pg-boss version and every queue of
 * QUEUES: then enqueueJob works before this process's start() has finished, so start() need not
 * hold up anything (see src/instrumentation.ts). False on a new database, or after an upgrade that
 * changes pg-boss's schema or adds a queue.
 */
export async function isJobQueueInstalled(): Promise<boolean> {
  const db = getDatabase();
  const [schema] = await db.$queryRaw<{ installed: boolean }[]>`SELECT to_regclass('pgboss.version') IS NOT NULL AS installed`;
  if (!schema?.installed) return false;
  const [state] = await db.$queryRaw<{ version: number | null; queues: string[] }[]>`
    SELECT (SELECT version FROM pgboss.version) AS version, ARRAY(SELECT name FROM pgboss.queue) AS queues`;
  return state?.version === pgBossVersion.schema && QUEUES.every((queue) => state.queues.includes(queue.name));
}

/** Stops polling, waits up to `timeoutMs` for running jobs, then closes pg-boss's connections. */
export async function stopJobQueue(timeoutMs = 30_000): Promise<void> {
  const state = globalForJobQueue.jobQueue;
  if (!state) return;
  delete globalForJobQueue.jobQueue;
  await state.started.catch(() => undefined);
  await state.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}

function isTransactionClient(db: DatabaseClient): boolean {
  return !('$transaction' in db);
}

/** pg-boss runs its INSERT through this, i.e. on the caller's connection and transaction. */
function toPgBossDb(db: DatabaseClient): PgBoss.Db {
  return {
    // pg-boss passes positional values for its own SQL; Prisma binds them as parameters.
    async executeSql(text, values) {
      return { rows: await db.$queryRawUnsafe<unknown[]>(text, ...values) };
    },
  };
}

export type EnqueueOptions = {
  /** Not before this time (e.g. voucher delivery on the buyer's chosen day). */
  startAfter?: Date;
};

/**
 * Adds a job in the caller's transaction (or, given the client, on its own): the job exists
 * exactly when the caller's change commits. Returns the job id.
 */
export async function enqueueJob<Q extends JobQueueName>(
  db: DatabaseClient,
  queue: Q,
  data: JobPayloads[Q],
  options: EnqueueOptions = {},
): Promise<string> {
  const { boss, started } = getJobQueueState();
  // send() needs only pg-boss's tables (there once any process has started it), not a finished
  // start(). Inside a transaction we must not wait for start(): on the embedded database the
  // transaction owns the one backend, and start() queries on pg-boss's own connection.
  if (!isTransactionClient(db)) await started;
  const id = await boss.send(queue, data, { startAfter: options.startAfter, db: toPgBossDb(db) });
  if (!id) throw new Error(`Job queue "${queue}" does not exist; startJobQueue() creates it.`);
  return id;
}

export type JobWorkerOptions = {
  /** Seconds between polls while the queue is empty (pg-boss allows 0.5 at least). */
  pollingIntervalSeconds?: number;
};

/** Jobs fetched per poll; they run side by side. */
const JOB_BATCH_SIZE = 10;

function describeError(error: unknown): { message: string } {
  return { message: (error instanceof Error ? error.message : String(error)).slice(0, 1000) };
}

/**
 * Runs `handler` for each job of `queue` in this process. A handler that throws fails only its
 * own job, which pg-boss retries with the queue's backoff and, after the last attempt, moves to
 * the queue's dead-letter queue. (pg-boss settles a fetched batch as a whole; settling each job
 * here keeps one bad e-mail from failing, and so resending, the others in its batch.)
 */
export async function workJobQueue<Q extends JobQueueName>(
  queue: Q,
  handler: (data: JobPayloads[Q]) => Promise<void>,
  options: JobWorkerOptions = {},
): Promise<void> {
  const boss = await startJobQueue();
  const workOptions = { batchSize: JOB_BATCH_SIZE, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<JobPayloads[Q]>(queue, workOptions, async (jobs) => {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await handler(job.data);
        } catch (error) {
          const failure = describeError(error);
          log.warn({ queue, jobId: job.id, reason: failure.message }, 'job failed');
          await boss.fail(queue, job.id, failure);
          return;
        }
        await boss.complete(queue, job.id);
      }),
    );
  });
}

/** Runs `queue` on a cron schedule (UTC), from whichever instance's clock gets there first. */
export async function scheduleJob(queue: JobQueueName, cron: string): Promise<void> {
  const boss = await startJobQueue();
  await boss.schedule(queue, cron, {}, { tz: 'UTC' });
}
