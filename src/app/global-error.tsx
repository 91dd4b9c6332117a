'use client';

import { useEffect } from 'react';
import * as Sentry from '@sentry/nextjs';
import { ErrorScreen } from '@/components/layout/error-screen';
import { createDefaultErrorTranslator } from '@/i18n/default-messages';
import { routing } from '@/i18n/routing';
import { interFont } from './fonts';
import './globals.css';

// Renders when the root layout itself fails, so it brings its own html and body.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    Sentry.captureException(error);
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
