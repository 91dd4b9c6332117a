import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/layout/error-screen';

export default async function NotFound() {
  const t = await getTranslations('index.error');
  return <ErrorScreen status="404" fallbackTitle={t('noStatusTitle')} message={t('notFoundTitle')} backLabel={t('backToHome')} />;
}
