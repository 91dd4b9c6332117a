import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/server/db';
import { enforceRateLimit, deleteExpiredRateLimitBuckets, hitRateLimit } from '@/server/rate-limit';

const rule = { name: 'it-limit', limit: 3, windowSeconds: 3600 };
const inWindow = new Date('2026-03-01T12:10:00.000Z');

describe('hitRateLimit against the database', () => {
  it('counts hits in one window that starts at the first hit, and refuses past the limit', async () => {
    const results = [];
    for (let hit = 0; hit < 3; hit += 1) results.push(await hitRateLimit(getDatabase(), rule, 'ip-a', { now: inWindow }));
    // Past the clock's whole hour the window the first hit opened still counts.
    results.push(await hitRateLimit(getDatabase(), rule, 'ip-a', { now: new Date('2026-03-01T13:05:00.000Z') }));
    expect(results.map((result) => [result.count, result.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(results[3]?.resetAt.toISOString()).toBe('2026-03-01T13:10:00.000Z');
    expect(results[3]?.retryAfterSeconds).toBe(5 * 60);
  });

  it('keeps separate subjects apart', async () => {
    expect((await hitRateLimit(getDatabase(), rule, 'ip-b', { now: inWindow })).count).toBe(1);
  });

  it('starts again at 1 once the window has passed', async () => {
    const nextWindow = new Date('2026-03-01T13:10:00.000Z');
    const result = await hitRateLimit(getDatabase(), rule, 'ip-a', { now: nextWindow });
    expect(result).toMatchObject({ count: 1, allowed: true });
    expect(result.resetAt.toISOString()).toBe('2026-03-01T14:10:00.000Z');
  });

  it('never loses a hit under concurrent requests', async () => {
    const concurrent = await Promise.all(Array.from({ length: 8 }, () => hitRateLimit(getDatabase(), rule, 'ip-c', { now: inWindow })));
    expect(concurrent.map((result) => result.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(concurrent.filter((result) => result.allowed)).toHaveLength(3);
  });

  it('throws rate_limited from enforceRateLimit once the limit is used up, with the seconds to wait for Retry-After', async () => {
    const strict = { name: 'it-enforce', limit: 1, windowSeconds: 60 };
    await enforceRateLimit(getDatabase(), strict, 'ip-d');
    const refused = await enforceRateLimit(getDatabase(), strict, 'ip-d').catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'rate_limited' });
    const { retryAfterSeconds } = refused as { retryAfterSeconds?: number };
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('sweeps buckets whose window ended', async () => {
    const removed = await deleteExpiredRateLimitBuckets(getDatabase(), new Date('2026-03-01T13:30:00.000Z'));
    expect(removed).toBeGreaterThanOrEqual(2); // ip-b and ip-c of the 12:00 window
    const left = await getDatabase().rateLimitBucket.findMany({ where: { key: { startsWith: 'it-limit:' } }, select: { key: true } });
    expect(left.map((bucket) => bucket.key)).toEqual(['it-limit:ip-a']);
  });
});
