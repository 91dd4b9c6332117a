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
  // Sends queued e-mails. Next already skips register() during `next build`; the check keeps it
  // that way, and startOutboxWorker itself starts one loop per process.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startOutboxWorker } = await import('./domains/mail/server/outbox-worker');
    startOutboxWorker();
  }
}

// Errors from server components, route handlers and actions; a no-op while Sentry is not initialised.
export const onRequestError = Sentry.captureRequestError;
