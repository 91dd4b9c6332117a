import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, localizePath } from '@/i18n/locale-paths';
import { setNotFoundLocale } from '@/i18n/route-locale';
import { routing } from '@/i18n/routing';
import { ErrorScreen } from './error-screen';

/**
 * The 404 page's own title ("Page not found | Canada Gift Experiences"); Next adds the noindex
 * itself. Next gives a not-found file's metadata the params of its segment: under `[locale]` the
 * page's locale; above it (an address outside the locale routing) none, so the default locale.
 * Asking next-intl for the request's locale instead would read the headers, which would make
 * every static page that answers 404 fail.
 */
export async function generateNotFoundMetadata({ params }: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const requested = (await params)?.locale;
  const t = await getTranslations({ locale: isLocale(requested) ? requested : routing.defaultLocale, namespace: 'index.error' });
  return { title: t('notFoundTitle') };
}

/** SPEC §2: an unknown route shows 404 with 'Page not found'. */
export async function NotFoundScreen() {
  const [t, locale] = await Promise.all([getTranslations('index.error'), getLocale()]);
  return (
    <ErrorScreen
      status="404"
      fallbackTitle={t('noStatusTitle')}
      message={t('notFoundTitle')}
      backLabel={t('backToHome')}
      homeHref={localizePath('/', locale)}
    />
  );
}

/**
 * The 404 screen of a not-found file under `[locale]`, in that layout's language (not-found files get
 * no params). Only the screen: Next renders a not-found file with every page below it (its tree goes
 * out in each page's RSC payload), so a header and footer in it were rendered twice per page view
 * (issue 28). The header and footer of a 404 come from the group layout around it.
 */
export async function LocalizedNotFoundScreen() {
  await setNotFoundLocale(routing.defaultLocale);
  return <NotFoundScreen />;
}
