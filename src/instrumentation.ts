import * as Sentry from '@sentry/nextjs';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Fail at start-up, not on the first request, when configuration is wrong
  // (e.g. production with the development session secret).
  const { getServerEnv } = await import('./server/env');
  const env = getServerEnv();
  if (env.NODE_ENV === 'production' && env.SENTRY_DSN) {
    Sentry.init({ dsn: env.SENTRY_DSN, environment: env.NODE_ENV, tracesSampleRate: 0 });
  }
  // Next already skips register() during `next build`; the check keeps it that way. The job queue
  // starts before the first request, so its schema and queues exist when a request enqueues.
  // RUN_WORKER=false: web instances only enqueue and separate `npm run worker` processes run jobs.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    if (env.RUN_WORKER) {
      const { startJobWorkers } = await import('./job-workers');
      await startJobWorkers();
    } else {
      const { startJobQueue } = await import('./server/job-queue');
      await startJobQueue();
    }
  }
}

// Errors from server components, route handlers and actions; a no-op while Sentry is not initialised.
export const onRequestError = Sentry.captureRequestError;
