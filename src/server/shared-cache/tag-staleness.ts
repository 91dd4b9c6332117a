/**
 * The tag rule of Next's own cache (next/dist/server/lib/incremental-cache/tags-manifest and
 * the file-system cache's revalidateTag), applied to invalidations every instance reads from
 * Redis instead of one process's memory. Pure, so it is tested without Redis.
 */

/** When `revalidateTag` last marked a tag stale, and when that tag expires (ms since the epoch). */
export interface TagInvalidation {
  staleAt?: number;
  expiredAt?: number;
}

/** `expired`: treat as a miss. `stale`: usable, but Next must render it again. */
export type EntryFreshness = 'fresh' | 'stale' | 'expired';

/**
 * What `revalidateTag(tags, durations)` records. `revalidateTag(tag, { expire: 0 })` (our staff
 * writes) and `updateTag`/`revalidatePath` (no durations) expire at once; a profile with a later
 * `expire` marks stale now, so the next request refreshes in the background until then.
 */
export function planTagInvalidation(durations: { expire?: number } | undefined, now: number): TagInvalidation {
  if (!durations) return { expiredAt: now };
  return durations.expire === undefined ? { staleAt: now } : { staleAt: now, expiredAt: now + durations.expire * 1000 };
}

/**
 * An entry written at `lastModified` is expired when one of its tags expired after it was
 * written and that expiry has come; stale when one of its tags was marked stale after it.
 */
export function readEntryFreshness(lastModified: number, invalidations: readonly (TagInvalidation | undefined)[], now: number): EntryFreshness {
  let freshness: EntryFreshness = 'fresh';
  for (const invalidation of invalidations) {
    const { staleAt, expiredAt } = invalidation ?? {};
    if (expiredAt !== undefined && expiredAt > lastModified && expiredAt <= now) return 'expired';
    if (staleAt !== undefined && staleAt > lastModified) freshness = 'stale';
  }
  return freshness;
}
