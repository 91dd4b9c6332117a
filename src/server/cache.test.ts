import { describe, expect, it, vi } from 'vitest';
import { cachedRead, cacheTagsEditedIn, invalidateCacheTags, localizedCacheTags } from './cache';

// Every call a miss, as for the requests that arrive before the first read has stored the entry.
vi.mock('next/cache', () => ({
  unstable_cache: (callback: () => Promise<unknown>) => callback,
  revalidateTag: () => undefined,
}));

/** A read whose answers the test releases one by one. */
function controlledRead() {
  const releases: ((value: string) => void)[] = [];
  const read = vi.fn(
    (slug: string) =>
      new Promise<string>((resolve) => {
        releases.push((value) => resolve(`${slug}:${value}`));
      }),
  );
  return { read, release: (index: number, value: string) => releases[index]!(value) };
}

describe('cachedRead', () => {
  it('runs one read for concurrent misses of the same entry', async () => {
    const { read, release } = controlledRead();
    const readProduct = cachedRead(read, ['test-same-entry'], (slug) => [`product:${slug}`]);
    const answers = Promise.all([readProduct('kayak'), readProduct('kayak'), readProduct('kayak')]);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    release(0, 'first');
    expect(await answers).toEqual(['kayak:first', 'kayak:first', 'kayak:first']);
  });

  it('reads different entries separately', async () => {
    const { read, release } = controlledRead();
    const readProduct = cachedRead(read, ['test-other-entries'], (slug) => [`product:${slug}`]);
    const kayak = readProduct('kayak');
    const wine = readProduct('wine');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    release(0, 'a');
    release(1, 'b');
    expect([await kayak, await wine]).toEqual(['kayak:a', 'wine:b']);
  });

  it('shares only the read in flight: a later miss reads again', async () => {
    const { read, release } = controlledRead();
    const readProduct = cachedRead(read, ['test-later-miss'], (slug) => [`product:${slug}`]);
    const first = readProduct('kayak');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    release(0, 'old');
    await first;
    const second = readProduct('kayak');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    release(1, 'new');
    expect(await second).toBe('kayak:new');
  });

  it('does not hand a read that started before a staff change to callers after it', async () => {
    const { read, release } = controlledRead();
    const readProduct = cachedRead(read, ['test-invalidated'], (slug) => [`product:${slug}`]);
    const before = readProduct('kayak');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await invalidateCacheTags(['product:kayak']);
    const after = readProduct('kayak');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    release(0, 'old');
    release(1, 'new');
    expect([await before, await after]).toEqual(['kayak:old', 'kayak:new']);
  });

  it('gives every waiting caller the error of a failed read, and reads again afterwards', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValueOnce('back');
    const readProduct = cachedRead(read, ['test-failed'], () => ['catalog']);
    const results = await Promise.allSettled([readProduct(), readProduct()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await readProduct()).toBe('back');
  });
});

describe('localized cache tags', () => {
  it('tag a French read for English edits and for French edits; an English read only as is', () => {
    expect(localizedCacheTags(['catalog', 'product:kayak'], 'fr-CA')).toEqual(['catalog', 'product:kayak', 'catalog@fr-CA', 'product:kayak@fr-CA']);
    expect(localizedCacheTags(['catalog'], 'en-CA')).toEqual(['catalog']);
  });

  it('let a French edit expire the French reads only, and an English edit every language', () => {
    const frenchEdit = cacheTagsEditedIn(['product:kayak'], 'fr-CA');
    expect(frenchEdit).toEqual(['product:kayak@fr-CA']);
    expect(localizedCacheTags(['product:kayak'], 'en-CA').some((tag) => frenchEdit.includes(tag))).toBe(false);
    expect(localizedCacheTags(['product:kayak'], 'fr-CA').some((tag) => cacheTagsEditedIn(['product:kayak'], 'en-CA').includes(tag))).toBe(true);
  });
});
