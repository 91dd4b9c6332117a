import * as Sentry from '@sentry/nextjs';

// Browser errors are reported only from production builds that were given a public DSN.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (process.env.NODE_ENV === 'production' && dsn) {
  Sentry.init({ dsn, tracesSampleRate: 0 });
}

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
