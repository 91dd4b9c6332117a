import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/layout/error-screen';
import { createDefaultErrorTranslator } from '@/i18n/default-messages';
import { routing } from '@/i18n/routing';
import { interFont } from './fonts';
import './globals.css';

// URLs outside every route (e.g. /admin/unknown, /file.xyz) skip the layouts and land here.
const t = createDefaultErrorTranslator();

export const metadata: Metadata = { title: t('notFoundTitle') };

export default function GlobalNotFound() {
  return (
    <html lang={routing.defaultLocale} className={interFont.variable}>
      <body className="font-sans">
        <main>
          <ErrorScreen status="404" fallbackTitle={t('noStatusTitle')} message={t('notFoundTitle')} backLabel={t('backToHome')} />
        </main>
      </body>
    </html>
  );
}
