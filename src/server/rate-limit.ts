import 'server-only';
import type { DatabaseClient } from './db';
import { AppError } from './errors';

export type RateLimitRule = {
  /** Names the counter, e.g. `contact`; the caller adds who is counted (an IP, an account). */
  name: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  remaining: number;
  resetAt: Date;
  retryAfterSeconds: number;
};

/**
 * A window starts at its first hit and its end is stored in the bucket, so every app instance
 * agrees on it. Windows aligned to the clock would let a caller spend two limits across a boundary
 * (and made counts taken either side of one disagree).
 */
export function getWindowResetAt(nowMs: number, windowSeconds: number): Date {
  return new Date(nowMs + windowSeconds * 1000);
}

export function evaluateRateLimit(count: number, resetAt: Date, limit: number, nowMs: number): RateLimitResult {
  const allowed = count <= limit;
  return {
    allowed,
    count,
    remaining: Math.max(0, limit - count),
    resetAt,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetAt.getTime() - nowMs) / 1000)),
  };
}

/**
 * Counts one hit. A single conditional upsert, so concurrent requests on any instance can never
 * both read the old count: a bucket whose window has passed starts again at 1.
 */
export async function hitRateLimit(
  db: DatabaseClient,
  rule: RateLimitRule,
  subject: string,
  options: { now?: Date } = {},
): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const key = `${rule.name}:${subject}`;
  const resetAt = getWindowResetAt(now.getTime(), rule.windowSeconds);
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN EXCLUDED."resetAt" ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  const row = rows[0];
  if (!row) throw new Error(`Rate limit upsert returned no row for ${key}`);
  return evaluateRateLimit(Number(row.count), new Date(row.resetAt), rule.limit, now.getTime());
}

/** Counts one hit and throws `rate_limited` once the window's limit is used up. */
export async function enforceRateLimit(db: DatabaseClient, rule: RateLimitRule, subject: string): Promise<void> {
  const result = await hitRateLimit(db, rule, subject);
  if (!result.allowed) {
    throw new AppError('rate_limited', `Too many requests. Try again in ${result.retryAfterSeconds} seconds.`, undefined, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

/** Buckets whose window ended; the background worker removes them now and then. */
export async function deleteExpiredRateLimitBuckets(db: DatabaseClient, now = new Date()): Promise<number> {
  return db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "resetAt" <= ${now}`;
}

/**
 * The client's address. The server started by `npm start` rewrites `x-forwarded-for` to the one
 * address it believes (scripts/lib/client-address.mjs: the socket's, or the nearest hop behind
 * TRUSTED_PROXIES). Without any header all anonymous visitors share one bucket, which only makes
 * the limit stricter.
 */
export function getClientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
