import * as Sentry from '@sentry/nextjs';
import { getServerEnv } from './server/env';
import { log } from './server/log';
import { registerGracefulShutdown } from './server/shutdown';

/**
 * What the Node.js server does once before serving: check the configuration, start Sentry and the
 * job queue. Its own module, imported only in the Node.js runtime, because `process.exit` and
 * pg-boss have no place in the Edge bundle of instrumentation.ts.
 */
export async function startServer(): Promise<void> {
  // Fail at start-up, not on the first request, when configuration is wrong (e.g. production
  // with the development session secret, or without SITE_URL). A throw here would leave Next
  // serving a 500 for every request, so the server stops instead.
  let env: ReturnType<typeof getServerEnv>;
  try {
    env = getServerEnv();
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  if (env.NODE_ENV === 'production' && env.SENTRY_DSN) {
    Sentry.init({ dsn: env.SENTRY_DSN, environment: env.NODE_ENV, tracesSampleRate: 0 });
  }
  // Next already skips register() during `next build`; the check keeps it that way.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  registerGracefulShutdown();
  // RUN_WORKER=false: web instances only enqueue and separate `npm run worker` processes run jobs.
  const { isJobQueueInstalled, startJobQueue } = await import('./server/job-queue');
  const startJobs = env.RUN_WORKER ? async () => (await import('./job-workers')).startJobWorkers() : startJobQueue;
  // Next holds every request until register() returns, and starting pg-boss (schema check,
  // queues, maintenance, workers) takes a while, so it finishes in the background. Only a
  // database without pg-boss's schema and queues waits for it: a request enqueues inside its
  // transaction without waiting for start() (docs/adr/0005).
  if (await isJobQueueInstalled()) {
    void startJobs().catch((error: unknown) => log.error({ err: error }, 'could not start the job queue'));
  } else {
    await startJobs();
  }
}
