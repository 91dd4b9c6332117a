/**
 * Next's incremental cache (our `unstable_cache` reads, and any ISR page or cached route
 * response) shared by every app instance through Redis, so a staff change invalidates it on all
 * of them. next.config.ts loads it, through next-cache-handler.mjs, when REDIS_URL is set at
 * start; docs/adr/0007-shared-cache.md has the design.
 *
 * Next imports this file with plain Node, outside its bundler: no `@/` aliases, and no
 * 'server-only' (its default export throws outside the react-server condition).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { createClient } from 'redis';
import { createLogger } from '../../../scripts/lib/request-log.mjs';
import { decodeCacheEntry, encodeCacheEntry, type StoredCacheEntry } from './cache-entry-codec';
import { planTagInvalidation, readEntryFreshness, type TagInvalidation } from './tag-staleness';

type GetContext = Parameters<CacheHandler['get']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];
type CacheValue = CacheHandlerValue['value'];

const DEFAULT_KEY_PREFIX = 'gift-shop:next-cache';
/** Next serves entries past their revalidate time while it refreshes them; this only retires old builds' entries. */
const ENTRY_TTL_SECONDS = 14 * 24 * 3600;
/** A slow Redis must not hold a page: past this a command counts as a miss. */
const COMMAND_TIMEOUT_MS = 1000;
/** The first requests after start wait this long for the connection, so a healthy Redis is used from the first page. */
const FIRST_CONNECTION_WAIT_MS = 2000;
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';

function createRedisClient(url: string) {
  return createClient({
    url,
    // While Redis is down, commands fail at once (a cache miss) instead of queueing behind a page.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
  });
}

type RedisClient = ReturnType<typeof createRedisClient>;

/** The server's JSON log (src/server/log.ts is for bundled code; this file is loaded outside the bundler). */
export const sharedCacheLog = createLogger();

// Next constructs a handler per request: the connection and the outage state belong to the process.
let connection: { client: RedisClient; firstAttempt: Promise<void> } | undefined;
let outageReported = false;
/** Invalidations Redis missed while unreachable, written when it is back so no instance keeps the old data. */
let missedInvalidations: ((client: RedisClient) => Promise<unknown>)[] = [];
const buildIds = new Map<string, string>();

function reportRedisFailure(error: unknown): void {
  if (outageReported) return;
  outageReported = true;
  const reason = error instanceof Error ? error.message : String(error);
  sharedCacheLog.error({ reason }, 'Shared cache: Redis failed; pages read the database until it is back.');
}

async function writeMissedInvalidations(client: RedisClient): Promise<void> {
  const pending = missedInvalidations;
  missedInvalidations = [];
  for (const write of pending) {
    await write(client).catch((error: unknown) => {
      missedInvalidations.push(write);
      reportRedisFailure(error);
    });
  }
}

function openConnection(url: string): { client: RedisClient; firstAttempt: Promise<void> } {
  const client = createRedisClient(url);
  // Without a listener an 'error' event would crash the server; the client reconnects by itself.
  client.on('error', reportRedisFailure);
  client.on('ready', () => {
    if (outageReported) sharedCacheLog.info('Shared cache: Redis is back.');
    outageReported = false;
    void writeMissedInvalidations(client);
  });
  // The server's listener keeps it running; an idle cache connection must not keep a build alive.
  client.unref();
  const connected = client.connect().then(() => undefined, reportRedisFailure);
  return { client, firstAttempt: Promise.race([connected, delay(FIRST_CONNECTION_WAIT_MS)]) };
}

/** The connected client, or undefined while Redis is unreachable (the caller treats it as a miss). */
async function getReadyClient(url: string): Promise<RedisClient | undefined> {
  connection ??= openConnection(url);
  if (!connection.client.isReady) await connection.firstAttempt;
  return connection.client.isReady ? connection.client : undefined;
}

/** Drops the process's connection, also while it is reconnecting (tests; a server simply exits). */
export function closeRedisCacheConnection(): void {
  const current = connection;
  connection = undefined;
  if (current?.client.isOpen) current.client.destroy();
}

function readBuildId(serverDistDir: string | undefined): string {
  if (!serverDistDir) return 'development';
  let buildId = buildIds.get(serverDistDir);
  if (!buildId) {
    try {
      buildId = readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = 'development'; // `next dev` writes no BUILD_ID
    }
    buildIds.set(serverDistDir, buildId);
  }
  return buildId;
}

/** Tags Next checks at read time: a data read's own tags and the implicit tags of the page asking. */
function readRequestTags(context: GetContext): string[] {
  return 'tags' in context || 'softTags' in context ? [...(context.tags ?? []), ...(context.softTags ?? [])] : [];
}

/** A data entry's tags come with the write; a page's are in the tags header Next stores with it. */
function collectEntryTags(data: CacheValue, context: SetContext): string[] {
  if ('tags' in context) return context.tags ?? [];
  const header = data && 'headers' in data ? data.headers?.[NEXT_CACHE_TAGS_HEADER] : undefined;
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * The `lastModified` that makes Next treat an entry as stale: data (age past its revalidate
 * time) is served once and refreshed in the background; a page (-1) is rendered again first.
 */
function markStale(value: CacheValue): number {
  const kind: string | undefined = value?.kind;
  return kind === 'FETCH' ? 0 : -1;
}

function readTimestamp(text: string | null | undefined): number | undefined {
  return text ? Number(text) : undefined;
}

/** Where tag invalidations live: one pair of hashes for every build, so an instance of the previous build still invalidates the new one's entries during a rollout. */
function readTagKeys(): { stale: string; expired: string } {
  const prefix = process.env.REDIS_KEY_PREFIX || DEFAULT_KEY_PREFIX;
  return { stale: `${prefix}:tags:stale`, expired: `${prefix}:tags:expired` };
}

async function writeTagInvalidation(client: RedisClient, tags: string[], { staleAt, expiredAt }: TagInvalidation): Promise<void> {
  const keys = readTagKeys();
  const fieldsAt = (at: number) => Object.fromEntries(tags.map((tag) => [tag, String(at)]));
  const transaction = client.multi();
  if (staleAt !== undefined) transaction.hSet(keys.stale, fieldsAt(staleAt));
  if (expiredAt !== undefined) transaction.hSet(keys.expired, fieldsAt(expiredAt));
  await transaction.exec();
}

/** Records `revalidateTag(tags, durations)` for every instance; kept for later while Redis is unreachable. */
async function recordTagInvalidation(url: string, tags: string[], durations: { expire?: number } | undefined): Promise<void> {
  if (tags.length === 0) return;
  const invalidation = planTagInvalidation(durations, Date.now());
  const write = (client: RedisClient) => writeTagInvalidation(client, tags, invalidation);
  const client = await getReadyClient(url);
  if (!client) {
    missedInvalidations.push(write);
    return;
  }
  try {
    await write(client);
  } catch (error) {
    missedInvalidations.push(write);
    reportRedisFailure(error);
  }
}

/**
 * Expires tags for every instance before the caller answers. Next runs a route's `revalidateTag`
 * only after the response is sent (its waitUntil), so another instance could still serve the old
 * page to a request that arrives first; staff writes call this to close that window. Without
 * REDIS_URL each process has its own cache and Next's own invalidation is enough.
 */
export async function expireSharedCacheTags(tags: string[]): Promise<void> {
  const url = process.env.REDIS_URL;
  if (url) await recordTagInvalidation(url, tags, { expire: 0 });
}

export default class RedisCacheHandler implements CacheHandler {
  readonly #url: string;
  readonly #entryPrefix: string;

  constructor(context: CacheHandlerContext) {
    const url = process.env.REDIS_URL;
    if (!url) throw new Error('The Redis cache handler needs REDIS_URL (next.config.ts loads it only when set).');
    this.#url = url;
    const prefix = process.env.REDIS_KEY_PREFIX || DEFAULT_KEY_PREFIX;
    this.#entryPrefix = `${prefix}:${readBuildId(context.serverDistDir)}:entry:`;
  }

  async get(cacheKey: string, context: GetContext): Promise<CacheHandlerValue | null> {
    const client = await getReadyClient(this.#url);
    if (!client) return null;
    try {
      const text = await client.get(this.#entryPrefix + cacheKey);
      if (text === null) return null;
      const entry = decodeCacheEntry<CacheValue>(text);
      const tags = [...new Set([...entry.tags, ...readRequestTags(context)])];
      const invalidations = tags.length > 0 ? await this.#readTagInvalidations(client, tags) : [];
      const freshness = readEntryFreshness(entry.lastModified, invalidations, Date.now());
      if (freshness === 'expired') return null;
      return {
        lastModified: freshness === 'stale' ? markStale(entry.value) : entry.lastModified,
        value: entry.value,
        // Written by set() below from Next's own cacheControl.
        cacheControl: entry.cacheControl as CacheHandlerValue['cacheControl'],
      };
    } catch (error) {
      reportRedisFailure(error);
      return null;
    }
  }

  async set(cacheKey: string, data: CacheValue, context: SetContext): Promise<void> {
    const client = await getReadyClient(this.#url);
    if (!client) return;
    const entry: StoredCacheEntry<CacheValue> = {
      lastModified: Date.now(),
      tags: collectEntryTags(data, context),
      value: data,
      cacheControl: 'cacheControl' in context ? context.cacheControl : undefined,
    };
    try {
      await client.set(this.#entryPrefix + cacheKey, encodeCacheEntry(entry), { EX: ENTRY_TTL_SECONDS });
    } catch (error) {
      reportRedisFailure(error);
    }
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await recordTagInvalidation(this.#url, typeof tags === 'string' ? [tags] : tags, durations);
  }

  /** Nothing is kept per request: every read asks Redis, so no instance serves what another invalidated. */
  resetRequestCache(): void {}

  async #readTagInvalidations(client: RedisClient, tags: string[]): Promise<TagInvalidation[]> {
    const keys = readTagKeys();
    const [staleAts, expiredAts] = await Promise.all([client.hmGet(keys.stale, tags), client.hmGet(keys.expired, tags)]);
    return tags.map((_tag, index) => ({ staleAt: readTimestamp(staleAts[index]), expiredAt: readTimestamp(expiredAts[index]) }));
  }
}
