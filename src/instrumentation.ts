import * as Sentry from '@sentry/nextjs';
import type { Instrumentation } from 'next';

export async function register() {
  // Next inlines NEXT_RUNTIME, so the Edge bundle drops this branch and the Node-only module.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./instrumentation-node');
    await startServer();
  }
}

/**
 * Errors from server components, route handlers and actions: one JSON error line with the request's
 * id (and its path redacted as on the request line), and Sentry's report (a no-op while Sentry is
 * not initialised).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logRequestError } = await import('./server/log');
    logRequestError(error, request.method, request.path, context);
  }
  await Sentry.captureRequestError(error, request, context);
};
