import { describe, expect, it } from 'vitest';
import { decodeCacheEntry, encodeCacheEntry } from './cache-entry-codec';

describe('cache entry codec', () => {
  it('round-trips a page entry with its Buffers and Map of segment Buffers', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<h1>Whale watching</h1>',
      rscData: Buffer.from([0, 255, 1, 254]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'catalog,product:whales' },
      status: 200,
    };
    const entry = { lastModified: 123, tags: ['catalog', 'product:whales'], value, cacheControl: { revalidate: 60, expire: 3600 } };

    const decoded = decodeCacheEntry<typeof value>(encodeCacheEntry(entry));

    expect(decoded).toEqual(entry);
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true);
    expect(decoded.value.segmentData.get('/_tree')?.toString()).toBe('tree');
  });

  it('round-trips a data entry and a null value (a cached "not found")', () => {
    const data = { lastModified: 1, tags: ['catalog'], value: { kind: 'FETCH', data: { body: '{"a":[1,2]}', headers: {}, url: '' }, revalidate: 3600 } };
    expect(decodeCacheEntry(encodeCacheEntry(data))).toEqual(data);
    expect(decodeCacheEntry(encodeCacheEntry({ lastModified: 1, tags: [], value: null }))).toEqual({ lastModified: 1, tags: [], value: null });
  });
});
