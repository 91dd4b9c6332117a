import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';

/**
 * Cache tags of storefront reads. A staff write invalidates the tags it touches, so the next
 * request renders fresh data without a rebuild.
 */
export const cacheTags = {
  catalog: 'catalog',
  product: (slug: string) => `product:${slug}`,
  tags: 'tags',
  landings: 'landings',
  siteContent: 'site-content',
  posts: 'posts',
} as const;

const DEFAULT_REVALIDATE_SECONDS = 3600;

/** The request's locale; outside a request (scripts, tests) the default one. */
async function readRequestLocale(): Promise<string> {
  try {
    return await getLocale();
  } catch {
    return routing.defaultLocale;
  }
}

/**
 * Caches a database read across requests under `keyParts`, the request's locale and the
 * arguments, so a read that ever returns translated text cannot serve one locale's answer to
 * another. Results must be JSON-safe DTOs (no Date objects: use ISO strings).
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const locale = await readRequestLocale();
    const cached = unstable_cache(() => read(...args), [...keyParts, locale, JSON.stringify(args)], {
      tags: tags(...args),
      revalidate: DEFAULT_REVALIDATE_SECONDS,
    });
    try {
      return await cached();
    } catch (error) {
      // Scripts and integration tests run outside Next.js, where there is no cache to use.
      if (error instanceof Error && isOutsideNextRuntime(error)) return read(...args);
      throw error;
    }
  };
}

function isOutsideNextRuntime(error: Error): boolean {
  return /static generation store missing|incrementalCache missing/.test(error.message);
}

/**
 * Marks tagged reads stale at once (no stale-while-revalidate window): staff expect to see
 * their change on the next request. Outside a Next.js request (scripts, tests) there is no
 * cache to invalidate.
 */
export function invalidateCacheTags(tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(error instanceof Error) || !isOutsideNextRuntime(error)) throw error;
    }
  }
}
