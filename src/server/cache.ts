import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { isDefaultContentLocale } from '@/lib/content-translation';
import { expireSharedCacheTags } from './shared-cache/redis-cache-handler';

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
  giftDesigns: 'gift-designs',
} as const;

/**
 * A localized read's tags: each as is, which an edit of the English text expires (French pages show
 * English where French is missing), and for its language, which an edit of that language's text
 * alone expires, leaving the other languages' pages cached (docs/adr/0024).
 */
export function localizedCacheTags(tags: string[], locale: string): string[] {
  return isDefaultContentLocale(locale) ? tags : [...tags, ...tags.map((tag) => `${tag}@${locale}`)];
}

/** The tags a staff edit of texts in `locale` expires. */
export function cacheTagsEditedIn(tags: string[], locale: string): string[] {
  return isDefaultContentLocale(locale) ? tags : tags.map((tag) => `${tag}@${locale}`);
}

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
    const key = [...keyParts, JSON.stringify(args)];
    const entryTags = tags(...args);
    // Every caller still goes through unstable_cache, so its page inherits the read's tags.
    const cached = unstable_cache(() => readOnce(key.join('\u0000'), entryTags, () => read(...args)), key, {
      tags: entryTags,
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

/** Reads running now, by cache key: concurrent misses of one entry share one database read. */
const readsInFlight = new Map<string, { promise: Promise<unknown>; tags: string[] }>();

/**
 * Runs `read` unless the same key is already being read, in which case the caller waits for
 * that read. Without it, every request that misses an entry before the first read stores it
 * runs the same query (a stampede), and on the embedded database's one backend they queue.
 * Only reads in flight are shared; keeping results is unstable_cache's job.
 */
function readOnce<Result>(key: string, tags: string[], read: () => Promise<Result>): Promise<Result> {
  const running = readsInFlight.get(key);
  if (running) return running.promise as Promise<Result>;
  const promise = read().finally(() => {
    if (readsInFlight.get(key)?.promise === promise) readsInFlight.delete(key);
  });
  readsInFlight.set(key, { promise, tags });
  return promise;
}

function isOutsideNextRuntime(error: Error): boolean {
  return /static generation store missing|incrementalCache missing/.test(error.message);
}

/**
 * Marks tagged reads stale at once (no stale-while-revalidate window): staff expect to see
 * their change on the next request, on every instance (the shared cache is written before this
 * returns). Outside a Next.js request (scripts, tests) there is no cache to invalidate.
 */
export async function invalidateCacheTags(tags: string[]): Promise<void> {
  // A read that started before the change may return the old data: later callers read again.
  for (const [key, running] of readsInFlight) {
    if (running.tags.some((tag) => tags.includes(tag))) readsInFlight.delete(key);
  }
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(error instanceof Error) || !isOutsideNextRuntime(error)) throw error;
    }
  }
  await expireSharedCacheTags(tags);
}
