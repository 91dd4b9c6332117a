'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { createDefaultErrorTranslator } from '@/i18n/default-messages';
import { routing } from '@/i18n/routing';
import { interFont } from '@/components/layout/fonts';
import './globals.css';

// Renders when the root layout itself fails, so it brings its own html and body.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // Loaded here, not with every page: see instrumentation-client.ts.
    void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error));
  }, [error]);
  const t = createDefaultErrorTranslator();
  return (
    <html lang={routing.defaultLocale} className={interFont.variable}>
      <body className="font-sans">
        <main>
          <ErrorScreen fallbackTitle={t('noStatusTitle')} message={t('defaultMessage')} backLabel={t('backToHome')} />
        </main>
      </body>
    </html>
  );
}
