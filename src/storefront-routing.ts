import type { NextConfig } from 'next';
import { catalogListQueryKeys } from './domains/catalog/lib/list-query';
import { blogListQueryKeys } from './domains/content/lib/blog-list-query';
import { routing } from './i18n/routing';

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


/**
 * The default locale's pages live under `/{locale}/…` in `src/app` but are served without the
 * prefix (`localePrefix: 'as-needed'`). Its prefixed address and the list views' inner one
 * redirect to the public address, as next-intl's middleware would.
 */
export function storefrontRedirects(): Redirect[] {
  const prefix = `/${routing.defaultLocale}`;
  return [
    { source: prefix, destination: '/', permanent: false },
    { source: `${prefix}/:path*`, destination: '/:path*', permanent: false },
    ...queryLists.map(({ path }) => ({ source: `/${LIST_VIEWS_SEGMENT}${path}`, destination: path, permanent: false })),
  ];
}

/**
 * Locale routing as rewrites, which Next applies while it resolves the route, instead of a proxy
 * that runs for every request (docs/adr/0009). With the shop's one locale there is nothing to
 * negotiate; another locale's pages keep their prefix and pass through untouched. A list address
 * with one of its query parameters goes to the per-request view; anything else (no query, or
 * only tracking parameters) gets the cached list.
 */
export function storefrontRewrites(): Rewrite[] {
  const prefix = `/${routing.defaultLocale}`;
  // Next goes on to the next rewrite while a rewritten path names no page yet, so the rewrites
  // must not match their own results: prefixed paths (every locale's) are left alone.
  const skipped = [...notStorefront, ...routing.locales].join('|');
  return [
    ...queryLists.flatMap(({ path, queryKeys }) =>
      queryKeys.map((key) => ({ source: path, has: [{ type: 'query' as const, key }], destination: `${prefix}/${LIST_VIEWS_SEGMENT}${path}` })),
    ),
    { source: '/', destination: prefix },
    // Every other page: not a first segment listed above, nor a file name (a dot in the path).
    { source: `/:path((?!(?:${skipped})(?:/|$))(?!.*\\.).+)`, destination: `${prefix}/:path` },
  ];
}
