import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from './error-screen';

/** SPEC §2: an unknown route shows 404 with 'Page not found'. */
export async function NotFoundScreen() {
  const t = await getTranslations('index.error');
  return <ErrorScreen status="404" fallbackTitle={t('noStatusTitle')} message={t('notFoundTitle')} backLabel={t('backToHome')} />;
}
