import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { readRequestLocale } from './locale-paths';
import { LOCALE_COOKIE_NAME, routing } from './routing';

/**
 * Pages and layouts name their locale (`setRequestLocale`), so they stay static. Anything else that
 * asks for it (server actions, route handlers) already reads the request, so reading its Referer and
 * cookie costs nothing more (docs/adr/0023).
 */
async function readLocaleOfRequest(): Promise<string> {
  const [requestHeaders, requestCookies] = await Promise.all([headers(), cookies()]);
  return readRequestLocale({
    referer: requestHeaders.get('referer'),
    chosenLocale: requestCookies.get(LOCALE_COOKIE_NAME)?.value,
  });
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = (await requestLocale) ?? (await readLocaleOfRequest());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
