import { disableZodCompilation } from '@/lib/zod-settings';

disableZodCompilation();

// Browser errors are reported only from production builds that were given a public DSN. The SDK
// is imported only then, so visitors of a shop without one never download it.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (process.env.NODE_ENV === 'production' && dsn) {
  void import('@sentry/nextjs').then((Sentry) => Sentry.init({ dsn, tracesSampleRate: 0 }));
}
