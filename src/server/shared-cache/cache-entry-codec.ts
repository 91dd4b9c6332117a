/**
 * Cache entries as Redis strings. Page entries hold Buffers (RSC payload, route bodies) and a
 * Map of segment Buffers, which plain JSON would turn into number arrays and empty objects.
 */

/** One entry as stored: its value with the tags and write time `get` checks it against. */
export interface StoredCacheEntry<Value> {
  lastModified: number;
  tags: string[];
  value: Value;
  cacheControl?: unknown;
}

const BUFFER_MARK = '__cacheBuffer';
const MAP_MARK = '__cacheMap';

export function encodeCacheEntry<Value>(entry: StoredCacheEntry<Value>): string {
  return JSON.stringify(entry, function replaceBinary(this: Record<string, unknown>, key: string, value: unknown) {
    // `value` has already been through Buffer#toJSON; the holder still has the Buffer itself.
    const original = this[key];
    if (Buffer.isBuffer(original)) return { [BUFFER_MARK]: original.toString('base64') };
    if (original instanceof Map) return { [MAP_MARK]: [...original] };
    return value;
  });
}

export function decodeCacheEntry<Value>(text: string): StoredCacheEntry<Value> {
  return JSON.parse(text, (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    if (BUFFER_MARK in value && typeof value[BUFFER_MARK] === 'string') return Buffer.from(value[BUFFER_MARK], 'base64');
    if (MAP_MARK in value && Array.isArray(value[MAP_MARK])) return new Map(value[MAP_MARK] as [unknown, unknown][]);
    return value;
  }) as StoredCacheEntry<Value>;
}
