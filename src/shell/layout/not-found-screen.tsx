import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { ErrorScreen } from './error-screen';

/**
 * The 404 page's own title ("Page not found | Canada Gift Experiences"); Next adds the noindex
 * itself. A not-found file gets no params, and asking next-intl for the request's locale reads
 * the headers, which would make every static page that answers 404 fail; so the title is in the
 * default locale (the shop's only one).
 */
export async function generateNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'index.error' });
  return { title: t('notFoundTitle') };
}

/** SPEC §2: an unknown route shows 404 with 'Page not found'. */
export async function NotFoundScreen() {
  const t = await getTranslations('index.error');
  return <ErrorScreen status="404" fallbackTitle={t('noStatusTitle')} message={t('notFoundTitle')} backLabel={t('backToHome')} />;
}
