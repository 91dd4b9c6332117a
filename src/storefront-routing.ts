import type { NextConfig } from 'next';
import { catalogListQueryKeys } from './domains/catalog/lib/list-query';
import { blogListQueryKeys } from './domains/content/lib/blog-list-query';
import { LOCALE_COOKIE_NAME, routing } from './i18n/routing';

type Rewrite = Extract<Awaited<ReturnType<NonNullable<NextConfig['rewrites']>>>, unknown[]>[number];
type Redirect = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>[number];

/**
 * Where filtered, sorted and paged views of a list are rendered. Under `[locale]` like every page,
 * never linked: the rewrites below send `/gift?page=2` there, and a direct visit is redirected.
 */
export const LIST_VIEWS_SEGMENT = 'list-views';

/** Lists whose query string makes a view of its own (the unfiltered list is rendered once, cached). */
export const queryLists = [
  { path: '/gift', queryKeys: catalogListQueryKeys },
  { path: '/booking', queryKeys: catalogListQueryKeys },
  { path: '/blog', queryKeys: blogListQueryKeys },
] as const;

/** First path segments that are not storefront pages: the API, the back office, files, Next's own. */
const notStorefront = ['api', 'admin', 'uploads', '_next', '_vercel', 'monitoring'];


/** The locales served under their own prefix: every one but the default (`localePrefix: 'as-needed'`). */
const prefixedLocales = routing.locales.filter((locale) => locale !== routing.defaultLocale);

/** An unprefixed page address: not a first segment listed above or a locale, nor a file name (a dot in the path). */
const unprefixedPage = `/:path((?!(?:${[...notStorefront, ...routing.locales].join('|')})(?:/|$))(?!.*\\.).+)`;

/**
 * An `Accept-Language` whose first language is this locale's (`fr`, `fr-CA`, `fr-FR;q=0.9`…): Next
 * matches `has` values against the whole header, so the rest of the list is allowed after it.
 */
function firstLanguageIs(locale: string): string {
  const language = locale.split('-')[0];
  return `\\s*${language}(?:-[A-Za-z0-9]+)*\\s*(?:[;,].*)?`;
}

/**
 * The default locale's pages live under `/{locale}/…` in `src/app` but are served without the
 * prefix (`localePrefix: 'as-needed'`). Its prefixed address and the list views' inner one
 * redirect to the public address, as next-intl's middleware would.
 *
 * Negotiation (docs/adr/0023): an unprefixed address goes to another locale's page when the
 * visitor chose it (`NEXT_LOCALE`), or, on a first visit (no cookie), when it is the first
 * language of `Accept-Language`. Next evaluates these before its cache, so the English page
 * stays one cached entry; a choice of English (the cookie) is never overridden.
 */
export function storefrontRedirects(): Redirect[] {
  const prefix = `/${routing.defaultLocale}`;
  return [
    { source: prefix, destination: '/', permanent: false },
    { source: `${prefix}/:path*`, destination: '/:path*', permanent: false },
    ...queryLists.map(({ path }) => ({ source: `/${LIST_VIEWS_SEGMENT}${path}`, destination: path, permanent: false })),
    ...prefixedLocales.flatMap((locale) => [
      ...queryLists.map(({ path }) => ({ source: `/${locale}/${LIST_VIEWS_SEGMENT}${path}`, destination: `/${locale}${path}`, permanent: false })),
      ...[
        { has: [{ type: 'cookie' as const, key: LOCALE_COOKIE_NAME, value: locale }] },
        { has: [{ type: 'header' as const, key: 'accept-language', value: firstLanguageIs(locale) }], missing: [{ type: 'cookie' as const, key: LOCALE_COOKIE_NAME }] },
      ].flatMap((condition) => [
        { source: '/', destination: `/${locale}`, permanent: false, ...condition },
        { source: unprefixedPage, destination: `/${locale}/:path`, permanent: false, ...condition },
      ]),
    ]),
  ];
}

/**
 * Locale routing as rewrites, which Next applies while it resolves the route, instead of a proxy
 * that runs for every request (docs/adr/0009). An unprefixed address is the default locale's page;
 * another locale's pages keep their prefix and pass through untouched. A list address with one of
 * its query parameters goes to the per-request view; anything else (no query, or only tracking
 * parameters) gets the cached list.
 */
export function storefrontRewrites(): Rewrite[] {
  const prefix = `/${routing.defaultLocale}`;
  return [
    ...queryLists.flatMap(({ path, queryKeys }) =>
      queryKeys.flatMap((key) => [
        { source: path, has: [{ type: 'query' as const, key }], destination: `${prefix}/${LIST_VIEWS_SEGMENT}${path}` },
        ...prefixedLocales.map((locale) => ({
          source: `/${locale}${path}`,
          has: [{ type: 'query' as const, key }],
          destination: `/${locale}/${LIST_VIEWS_SEGMENT}${path}`,
        })),
      ]),
    ),
    { source: '/', destination: prefix },
    // Next goes on to the next rewrite while a rewritten path names no page yet, so this one must
    // not match its own results: prefixed paths (every locale's) are left alone.
    { source: unprefixedPage, destination: `${prefix}/:path` },
  ];
}
