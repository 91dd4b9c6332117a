'use client';

import { useTranslations } from 'next-intl';
import { ErrorScreen } from '@/components/layout/error-screen';

// Unhandled errors render the SPEC §2 error page; the raw error text never reaches the visitor.
export default function StorefrontError() {
  const t = useTranslations('index.error');
  return <ErrorScreen fallbackTitle={t('noStatusTitle')} message={t('defaultMessage')} backLabel={t('backToHome')} />;
}
