import * as Sentry from '@sentry/nextjs';

export async function register() {
  // Next inlines NEXT_RUNTIME, so the Edge bundle drops this branch and the Node-only module.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./instrumentation-node');
    await startServer();
  }
}

// Errors from server components, route handlers and actions; a no-op while Sentry is not initialised.
export const onRequestError = Sentry.captureRequestError;
