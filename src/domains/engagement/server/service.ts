import 'server-only';
import { enforceRateLimit } from '@/server/rate-limit';
import type { RateLimitRule } from '@/server/rate-limit';
import {
  SUBSCRIBE_COUPON_PERCENT,
  generateSubscribeCouponCode,
  getSubscribeCouponValidUntil,
} from '../lib/subscription';
import { runGiftFinder } from '../lib/gift-finder';
import type { GiftFinderQuery, GiftFinderResult, SubscribeOutcome } from '../schemas';
import { getGiftFinderCatalog } from './queries';
import { insertSubscriptionWithCoupon } from './repository';

/** Per client IP; a person subscribes once, a script trying e-mails should not get far. */
export const SUBSCRIBE_RATE_LIMIT: RateLimitRule = { name: 'subscribe', limit: 10, windowSeconds: 3600 };

// A random code colliding twice in a row would mean the generator is broken.
const MAX_CODE_ATTEMPTS = 3;

/**
 * SPEC §2/§8/§9: a new subscriber gets a single-use 10 % coupon valid for a day; an e-mail
 * that is already subscribed gets the 'already subscribed' outcome and no coupon.
 */
export async function subscribeToNews(
  email: string,
  options: { clientIp?: string; now?: Date } = {},
): Promise<SubscribeOutcome> {
  if (options.clientIp !== undefined) await enforceRateLimit(SUBSCRIBE_RATE_LIMIT, options.clientIp);
  const normalizedEmail = email.trim().toLowerCase();
  const now = options.now ?? new Date();
  const validUntil = getSubscribeCouponValidUntil(now);
  for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt += 1) {
    const code = generateSubscribeCouponCode((bytes) => crypto.getRandomValues(bytes));
    const result = await insertSubscriptionWithCoupon(normalizedEmail, {
      code,
      percent: SUBSCRIBE_COUPON_PERCENT,
      validFrom: now,
      validUntil,
    });
    if (result.status === 'email-taken') return { status: 'already-subscribed' };
    if (result.status === 'created') {
      return { status: 'subscribed', couponCode: code, couponPercent: SUBSCRIBE_COUPON_PERCENT, couponValidUntil: validUntil.toISOString() };
    }
  }
  throw new Error('Could not find a free subscribe coupon code');
}

/** One Gift Finder step for the chosen tag path and budget. */
export async function findGiftsForQuiz(query: GiftFinderQuery): Promise<GiftFinderResult> {
  return runGiftFinder(await getGiftFinderCatalog(), query);
}
