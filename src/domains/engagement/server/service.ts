import 'server-only';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { enforceRateLimit } from '@/server/rate-limit';
import type { RateLimitRule } from '@/server/rate-limit';
import {
  SUBSCRIBE_COUPON_PERCENT,
  generateSubscribeCouponCode,
  getSubscribeCouponValidUntil,
} from '../lib/subscription';
import { runGiftFinder } from '../lib/gift-finder';
import type { GiftFinderOption, GiftFinderQuery, GiftFinderResult, SubscribeOutcome } from '../schemas';
import { getGiftFinderCatalog } from './queries';
import {
  countActiveSubscriptions,
  findNewestSubscriptions,
  findSubscriptionByEmail,
  insertSubscriptionWithCoupon,
  reactivateSubscription,
  type NewSubscriptionCoupon,
} from './repository';

/** Per client IP; a person subscribes once, a script trying e-mails should not get far. */
export const SUBSCRIBE_RATE_LIMIT: RateLimitRule = { name: 'subscribe', limit: 10, windowSeconds: 3600 };

// A random code colliding twice in a row would mean the generator is broken.
const MAX_CODE_ATTEMPTS = 3;

type SubscribeAttempt = { status: 'created' } | { status: 'email-taken' } | { status: 'code-taken' };

/**
 * One transaction: a subscription for a new e-mail with its single-use coupon. An e-mail that is
 * already there (even unsubscribed, which is undone) gets no second coupon. Two requests racing
 * with the same e-mail end with one row: the loser hits the unique index and reports it taken.
 */
async function trySubscribe(email: string, coupon: NewSubscriptionCoupon, db: DatabaseClient | undefined): Promise<SubscribeAttempt> {
  try {
    return await runInTransaction(db, async (tx) => {
      const existing = await findSubscriptionByEmail(tx, email);
      if (existing) {
        if (existing.unsubscribedAt) await reactivateSubscription(tx, existing.id);
        return { status: 'email-taken' } as const;
      }
      await insertSubscriptionWithCoupon(tx, email, coupon);
      return { status: 'created' } as const;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const taken = await findSubscriptionByEmail(getDatabase(db), email);
    return taken ? { status: 'email-taken' } : { status: 'code-taken' };
  }
}

/**
 * SPEC §2/§8/§9: a new subscriber gets a single-use 10 % coupon valid for a day; an e-mail
 * that is already subscribed gets the 'already subscribed' outcome and no coupon.
 */
export async function subscribeToNews(
  email: string,
  options: { clientIp?: string; now?: Date; db?: DatabaseClient } = {},
): Promise<SubscribeOutcome> {
  if (options.clientIp !== undefined) await enforceRateLimit(getDatabase(options.db), SUBSCRIBE_RATE_LIMIT, options.clientIp);
  const normalizedEmail = email.trim().toLowerCase();
  const now = options.now ?? new Date();
  const validUntil = getSubscribeCouponValidUntil(now);
  for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt += 1) {
    const code = generateSubscribeCouponCode((bytes) => crypto.getRandomValues(bytes));
    const result = await trySubscribe(normalizedEmail, { code, percent: SUBSCRIBE_COUPON_PERCENT, validFrom: now, validUntil }, options.db);
    if (result.status === 'email-taken') return { status: 'already-subscribed' };
    if (result.status === 'created') {
      return { status: 'subscribed', couponCode: code, couponPercent: SUBSCRIBE_COUPON_PERCENT, couponValidUntil: validUntil.toISOString() };
    }
  }
  throw new Error('Could not find a free subscribe coupon code');
}

/** One Gift Finder step for the tags chosen so far and the budget. */
export async function findGiftsForQuiz(query: GiftFinderQuery): Promise<GiftFinderResult> {
  return runGiftFinder(await getGiftFinderCatalog(query.locale), query);
}

/** The quiz's first question, "Who is the gift for?", with the gifts each answer leads to, in `locale`. */
export async function listGiftFinderRecipients(locale: string): Promise<GiftFinderOption[]> {
  return runGiftFinder(await getGiftFinderCatalog(locale), { tags: [] }).recipients;
}

/** The dashboard's newsletter figures: the newest subscribers, how many there are, and how many joined this month. */
export async function getSubscriberFigures(
  periodStarts: { month: Date },
  options: { newest: number },
  db?: DatabaseClient,
): Promise<{ total: number; thisMonth: number; newest: { id: string; email: string; subscribedAt: string }[] }> {
  const database = getDatabase(db);
  const [total, thisMonth, newest] = await Promise.all([
    countActiveSubscriptions(database),
    countActiveSubscriptions(database, periodStarts.month),
    findNewestSubscriptions(database, options.newest),
  ]);
  return { total, thisMonth, newest: newest.map((row) => ({ id: row.id, email: row.email, subscribedAt: row.createdAt.toISOString() })) };
}
