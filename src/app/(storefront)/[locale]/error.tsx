'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizePath } from '@/i18n/locale-paths';
import { ErrorScreen } from '@/shell/layout/error-screen';

// Unhandled errors render the SPEC §2 error page; the raw error text never reaches the visitor.
export default function StorefrontError() {
  const t = useTranslations('index.error');
  const locale = useLocale();
  return (
    <main id="main-content" className="flex-1">
      <ErrorScreen
        fallbackTitle={t('noStatusTitle')}
        message={t('defaultMessage')}
        backLabel={t('backToHome')}
        homeHref={localizePath('/', locale)}
      />
    </main>
  );
}
