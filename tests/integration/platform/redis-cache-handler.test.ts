import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as handlerModuleShape from '@/server/shared-cache/redis-cache-handler';

/**
 * The shared cache handler (src/server/shared-cache) against the real Redis: two handlers loaded
 * as separate module copies, so each has its own connection, as two app instances would.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `gift-shop-test:${randomUUID()}`;
const environmentBefore = { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX };

type HandlerModule = typeof handlerModuleShape;
type Handler = InstanceType<HandlerModule['default']>;

async function isRedisReachable(): Promise<boolean> {
  const probe = createClient({ url: redisUrl, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    probe.destroy();
    return true;
  } catch {
    return false;
  }
}

const redisReachable = await isRedisReachable();
if (!redisReachable) console.warn(`Skipping the Redis cache handler tests: no Redis at ${redisUrl}.`);

/** A build's server folder with its BUILD_ID beside it, as `next build` leaves them. */
function createServerDistDir(buildId: string): string {
  const distDir = mkdtempSync(join(tmpdir(), 'gift-shop-cache-'));
  writeFileSync(join(distDir, 'BUILD_ID'), buildId);
  mkdirSync(join(distDir, 'server'));
  return join(distDir, 'server');
}

const loadedModules: HandlerModule[] = [];

/** A fresh copy of the handler module (its own Redis connection) and a handler for `buildId`. */
async function startInstance(buildId: string, url = redisUrl): Promise<Handler> {
  vi.resetModules();
  const handlerModule = await import('@/server/shared-cache/redis-cache-handler');
  loadedModules.push(handlerModule);
  process.env.REDIS_URL = url;
  process.env.REDIS_KEY_PREFIX = keyPrefix;
  return new handlerModule.default({ serverDistDir: createServerDistDir(buildId), revalidatedTags: [], _requestHeaders: {} });
}

// Next's own shapes (response-cache types); their `kind` enums are const, so the literals are cast.
function fetchValue(body: string) {
  return { kind: 'FETCH', data: { headers: {}, body, url: '' }, revalidate: 3600 } as unknown as Parameters<Handler['set']>[1];
}
const fetchContext = (tags: string[], softTags: string[] = []) => ({ kind: 'FETCH', tags, softTags }) as unknown as Parameters<Handler['get']>[1];
const pageContext = { kind: 'APP_PAGE', isFallback: false } as unknown as Parameters<Handler['get']>[1];

/** Invalidations count only after an entry's write (Next's own rule is strictly later): step past its millisecond. */
const waitForNextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

describe.skipIf(!redisReachable)('the Redis cache handler', () => {
  let instanceA: Handler;
  let instanceB: Handler;

  beforeAll(async () => {
    instanceA = await startInstance('build-1');
    instanceB = await startInstance('build-1');
  });

  afterAll(async () => {
    for (const handlerModule of loadedModules) handlerModule.closeRedisCacheConnection();
    for (const [name, value] of Object.entries(environmentBefore)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    const cleaner = createClient({ url: redisUrl });
    await cleaner.connect();
    for await (const keys of cleaner.scanIterator({ MATCH: `${keyPrefix}:*`, COUNT: 100 })) {
      if (keys.length > 0) await cleaner.del(keys);
    }
    cleaner.destroy();
  });

  it("serves one instance's entry to another until the other invalidates a tag of it", async () => {
    await instanceA.set('product-read', fetchValue('"Whale watching"'), { fetchCache: true, tags: ['catalog', 'product:whales'] });
    await instanceA.set('tags-read', fetchValue('["outdoor"]'), { fetchCache: true, tags: ['tags'] });

    const hit = await instanceB.get('product-read', fetchContext(['catalog', 'product:whales']));
    expect(hit?.value).toMatchObject({ kind: 'FETCH', data: { body: '"Whale watching"' } });

    await waitForNextMillisecond();

    await instanceB.revalidateTag(['product:whales'], { expire: 0 });

    expect(await instanceA.get('product-read', fetchContext(['catalog', 'product:whales']))).toBeNull();
    expect(await instanceB.get('product-read', fetchContext(['catalog', 'product:whales']))).toBeNull();
    // Untouched tags keep their entries.
    expect(await instanceA.get('tags-read', fetchContext(['tags']))).not.toBeNull();

    // The entry rendered after the change is valid again everywhere.
    await instanceA.set('product-read', fetchValue('"Whale watching (renamed)"'), { fetchCache: true, tags: ['catalog', 'product:whales'] });
    expect((await instanceB.get('product-read', fetchContext(['catalog', 'product:whales'])))?.value).toMatchObject({
      data: { body: '"Whale watching (renamed)"' },
    });
  });

  it('expires tags for every instance before a staff write answers, without waiting for Next', async () => {
    await instanceA.set('landing-read', fetchValue('"Toronto"'), { fetchCache: true, tags: ['landings'] });
    expect(await instanceB.get('landing-read', fetchContext(['landings']))).not.toBeNull();
    await waitForNextMillisecond();

    const writer = loadedModules.at(-1);
    if (!writer) throw new Error('No handler module loaded');
    await writer.expireSharedCacheTags(['landings']);

    expect(await instanceA.get('landing-read', fetchContext(['landings']))).toBeNull();
    expect(await instanceB.get('landing-read', fetchContext(['landings']))).toBeNull();
  });

  it("drops a data entry when the asking page's path is revalidated (Next's implicit soft tags)", async () => {
    await instanceA.set('page-read', fetchValue('1'), { fetchCache: true, tags: ['posts'] });
    expect(await instanceB.get('page-read', fetchContext(['posts'], ['_N_T_/blog']))).not.toBeNull();
    await waitForNextMillisecond();
    await instanceA.revalidateTag('_N_T_/blog');
    expect(await instanceB.get('page-read', fetchContext(['posts'], ['_N_T_/blog']))).toBeNull();
  });

  it('keeps a rendered page with its binary parts, and drops it when a tag in its tags header is invalidated', async () => {
    const page = {
      kind: 'APP_PAGE',
      html: '<h1>Gifts</h1>',
      rscData: Buffer.from([0, 1, 254, 255]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'catalog,_N_T_/gift' },
      status: 200,
      postponed: undefined,
    } as unknown as Parameters<Handler['set']>[1];
    await instanceA.set('/gift', page, { cacheControl: { revalidate: 60, expire: 3600 } });

    const hit = await instanceB.get('/gift', pageContext);
    expect(hit?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
    expect(hit?.value).toMatchObject({ kind: 'APP_PAGE', rscData: Buffer.from([0, 1, 254, 255]) });

    await waitForNextMillisecond();

    await instanceB.revalidateTag(['catalog'], { expire: 0 });
    expect(await instanceA.get('/gift', pageContext)).toBeNull();
  });

  it('marks an entry stale, not gone, when a tag is revalidated with a later expiry', async () => {
    await instanceA.set('stale-read', fetchValue('2'), { fetchCache: true, tags: ['landings'] });
    await waitForNextMillisecond();
    await instanceB.revalidateTag(['landings'], { expire: 300 });
    const stale = await instanceA.get('stale-read', fetchContext(['landings']));
    // lastModified 0: past its revalidate time, so Next serves it once and refreshes it.
    expect(stale?.lastModified).toBe(0);
  });

  it("does not read another build's entries", async () => {
    await instanceA.set('build-read', fetchValue('3'), { fetchCache: true, tags: [] });
    const nextBuild = await startInstance('build-2');
    expect(await nextBuild.get('build-read', fetchContext([]))).toBeNull();
  });

  it('answers a miss, logging once, when Redis is unreachable', async () => {
    const offline = await startInstance('build-1', 'redis://127.0.0.1:1');
    const errors = vi.spyOn(loadedModules.at(-1)?.sharedCacheLog ?? expect.unreachable(), 'error').mockImplementation(() => {});
    expect(await offline.get('product-read', fetchContext(['catalog']))).toBeNull();
    await offline.set('offline-read', fetchValue('4'), { fetchCache: true, tags: [] });
    await waitForNextMillisecond();
    await offline.revalidateTag(['catalog'], { expire: 0 });
    expect(await offline.get('product-read', fetchContext(['catalog']))).toBeNull();
    expect(errors.mock.calls.filter(([, message]) => String(message).startsWith('Shared cache: Redis failed'))).toHaveLength(1);
  });
});
