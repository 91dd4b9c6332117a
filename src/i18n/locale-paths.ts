// Relative: next.config.ts loads this file (through src/storefront-routing.ts), without the '@/' alias.
import { type Locale, routing } from './routing';

/** Whether a text names one of the shop's locales (next-intl's `hasLocale`, without loading its React entry into the proxy). */
export function isLocale(text: unknown): text is Locale {
  return (routing.locales as readonly unknown[]).includes(text);
}

/**
 * A page's address in a locale. French pages keep the English path segments under `/fr-CA`
 * (docs/adr/0023), so switching language only adds or removes the prefix; the query stays.
 * `path` is the unprefixed address ("/gift/x?sort=price").
 */
export function localizePath(path: string, locale: string): string {
  // An unknown locale gets the default locale's (unprefixed) address.
  if (locale === routing.defaultLocale || !isLocale(locale)) return path;
  const [pathname = '/', ...query] = path.split('?');
  const search = query.length > 0 ? `?${query.join('?')}` : '';
  return `/${locale}${pathname === '/' ? '' : pathname}${search}`;
}

/**
 * A page's address in every language, for `hreflang` alternates: each locale's, and `x-default`,
 * the unprefixed address, where a visitor without a choice is sent by their browser's language.
 */
export function getLanguageAlternates(path: string): Record<Locale | 'x-default', string> {
  const alternates = Object.fromEntries(routing.locales.map((locale) => [locale, localizePath(path, locale)]));
  return { ...alternates, 'x-default': localizePath(path, routing.defaultLocale) } as Record<Locale | 'x-default', string>;
}

/** The locale of a public page path (its prefix, or the default locale's unprefixed address) and the path without it. */
export function splitLocalePrefix(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: routing.defaultLocale, path: pathname || '/' };
}

/**
 * The locale of a request that renders no page of the `[locale]` tree: a server action or an API
 * call made from a page. The page it came from (Referer, which browsers send on same-origin requests
 * under the shop's Referrer-Policy) names it; without one, the visitor's choice (`NEXT_LOCALE`).
 */
export function readRequestLocale(input: { referer: string | null; chosenLocale: string | undefined }): Locale {
  if (input.referer) {
    try {
      return splitLocalePrefix(new URL(input.referer).pathname).locale;
    } catch {
      // An unreadable Referer says nothing; fall through to the cookie.
    }
  }
  return isLocale(input.chosenLocale) ? input.chosenLocale : routing.defaultLocale;
}


/** The switcher's link from a page (unprefixed path and query) to the same page in another locale. */
export function getLanguageSwitchHref(path: string, locale: Locale): string {
  return `/api/locale?${new URLSearchParams({ locale, path })}`;
}
