import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';

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

/**
 * Caches a database read across requests under `keyParts` and the arguments. It reads nothing
 * from the request (that would make every page using it dynamic), so a read whose answer
 * depends on the locale takes the locale as an argument. Results must be JSON-safe DTOs (no
 * Date objects: use ISO strings).
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const cached = unstable_cache(() => read(...args), [...keyParts, JSON.stringify(args)], {
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
