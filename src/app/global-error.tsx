'use client';

import { useEffect, useState } from 'react';
import { ErrorScreen } from '@/shell/layout/error-screen';
import type { createDefaultErrorTranslator } from '@/i18n/default-messages';
import { routing } from '@/i18n/routing';
import { interFont } from '@/shell/layout/fonts';
import './globals.css';

type ErrorTranslator = ReturnType<typeof createDefaultErrorTranslator>;

// Renders when the root layout itself fails, so it brings its own html and body.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // Next loads this file with every page: the messages (and Sentry) load only when it renders.
  const [t, setT] = useState<ErrorTranslator | null>(null);
  useEffect(() => {
    void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error));
  }, [error]);
  useEffect(() => {
    void import('@/i18n/default-messages').then((module) => setT(() => module.createDefaultErrorTranslator()));
  }, []);
  return (
    <html lang={routing.defaultLocale} className={interFont.variable}>
      <body className="font-sans">
        <main>
          {t ? <ErrorScreen fallbackTitle={t('noStatusTitle')} message={t('defaultMessage')} backLabel={t('backToHome')} /> : null}
        </main>
      </body>
    </html>
  );
}
