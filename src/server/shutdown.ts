import 'server-only';
import { drainRequests, getRequestLogState, stopAcceptingRequests } from '../../scripts/lib/request-log.mjs';
import { disconnectDatabase } from './db';
import { stopJobQueue } from './job-queue';
import { log } from './log';

/** How long requests in flight get to finish after SIGTERM; a platform's grace period (Kubernetes: 30 s) must be longer. */
export const REQUEST_DRAIN_MS = 25_000;
/** How long a running job (an e-mail being sent) gets to finish once the requests are done. */
export const JOB_STOP_MS = 25_000;

/** The steps of a graceful shutdown, apart so the order can be tested without a server. */
export type ShutdownSteps = {
  /** Readiness answers 503 from now on, and the listening sockets close: no new connection. */
  stopAccepting(): void;
  /** Resolves true once no request is in flight, false when `timeoutMs` passed first. */
  drainRequests(timeoutMs: number): Promise<boolean>;
  /** pg-boss stops fetching and waits for the jobs it is running. */
  stopJobs(timeoutMs: number): Promise<void>;
  closeDatabase(): Promise<void>;
};

/**
 * SIGTERM's order: stop accepting, let the requests in flight finish (bounded), then stop the job
 * workers after their current job (requests enqueue jobs until they end, so not before), then close
 * the database. Returns the exit code: 0 when everything finished, 1 when something had to be cut.
 */
export async function runShutdown(steps: ShutdownSteps, limits = { requestsMs: REQUEST_DRAIN_MS, jobsMs: JOB_STOP_MS }): Promise<number> {
  let code = 0;
  steps.stopAccepting();
  if (!(await steps.drainRequests(limits.requestsMs))) {
    log.warn({ timeoutMs: limits.requestsMs }, 'shutdown: requests still in flight after the time limit; closing their connections');
    code = 1;
  }
  try {
    await steps.stopJobs(limits.jobsMs);
  } catch (error) {
    log.error({ err: error }, 'shutdown: stopping the job queue failed');
    code = 1;
  }
  try {
    await steps.closeDatabase();
  } catch (error) {
    log.error({ err: error }, 'shutdown: closing the database failed');
    code = 1;
  }
  return code;
}

/** True from the first SIGTERM or SIGINT on: readiness answers 503 (src/server/health.ts). */
export function isShuttingDown(): boolean {
  return getRequestLogState().shuttingDown;
}

/** The steps on this process's HTTP servers (tracked by scripts/lib/request-log.mjs), pg-boss and Prisma. */
const processShutdownSteps: ShutdownSteps = {
  stopAccepting: stopAcceptingRequests,
  drainRequests,
  stopJobs: (timeoutMs) => stopJobQueue(timeoutMs),
  closeDatabase: disconnectDatabase,
};

/**
 * `npm start` sets NEXT_MANUAL_SIG_HANDLE=1, so Next leaves SIGTERM and SIGINT to us instead of
 * exiting at once; this is the handler (docs/adr/0022). The launcher closes the embedded database
 * once this process has exited.
 */
export function registerGracefulShutdown(): void {
  if (process.env.NEXT_MANUAL_SIG_HANDLE !== '1') return;
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const began = Date.now();
    log.info({ signal, inFlight: getRequestLogState().inFlight.size }, 'shutdown: started');
    void runShutdown(processShutdownSteps).then((code) => {
      log.info({ code, durationMs: Date.now() - began }, 'shutdown: done');
      process.exit(code);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
