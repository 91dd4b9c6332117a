import 'server-only';
import { getDatabase, isUniqueViolation, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { checkCoupon, normalizeCouponCode } from '../lib/order-totals';
import type { CouponQuote } from '../schemas';
import { findCouponByCode, hasCouponRedemption, redeemCoupon, releaseCouponRedemption } from './repository';

type CouponRow = NonNullable<Awaited<ReturnType<typeof findCouponByCode>>>;

/** A coupon's terms checked against an order or a booking (active, dates, limit, once per buyer, minimum amount); nothing is written. */
export async function evaluateCoupon(
  db: DatabaseClient,
  code: string,
  subtotalCents: number,
  buyer: { email: string | null; userId: string | null },
  now: Date,
): Promise<{ quote: CouponQuote; coupon: CouponRow | null }> {
  const coupon = await findCouponByCode(db, code);
  const alreadyUsedByBuyer =
    coupon !== null && (buyer.email !== null || buyer.userId !== null)
      ? await hasCouponRedemption(db, coupon.id, { email: buyer.email ?? '', userId: buyer.userId })
      : false;
  const check = checkCoupon(coupon, { subtotalCents, alreadyUsedByBuyer, now });
  if (!check.ok) {
    const minimum = check.refusal === 'minimum_not_met' ? { minimumOrderCents: coupon?.minimumOrderCents } : {};
    return { quote: { code, status: 'refused', refusal: check.refusal, ...minimum }, coupon: null };
  }
  return { quote: { code, status: 'applied', discountCents: check.discountCents }, coupon };
}

/** Takes one use of the coupon in the caller's transaction; refused when it is used up, or was used before by this buyer. */
async function redeemCouponOnce(tx: DatabaseClient, redemption: Parameters<typeof redeemCoupon>[1]): Promise<void> {
  let redeemed: boolean;
  try {
    redeemed = await redeemCoupon(tx, redemption);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('coupon_refused', 'already_used', { couponCode: ['already_used'] });
    throw error;
  }
  if (!redeemed) throw new AppError('coupon_refused', 'used_up', { couponCode: ['used_up'] });
}

/** Takes the coupon for an order in the checkout's transaction. */
export async function redeemOrderCoupon(tx: DatabaseClient, redemption: { couponId: string; email: string; userId: string | null; orderId: string }): Promise<void> {
  await redeemCouponOnce(tx, redemption);
}

/**
 * A coupon on a booking, with the same terms as on an order (active, dates, limit, once per buyer,
 * minimum amount); `couponId` is what redeemBookingCoupon takes when the booking is written.
 */
export async function checkBookingCoupon(
  code: string,
  subtotalCents: number,
  buyer: { email: string; userId: string },
  now: Date,
  db?: DatabaseClient,
): Promise<{ quote: CouponQuote; couponId: string | null }> {
  const { quote, coupon } = await evaluateCoupon(getDatabase(db), normalizeCouponCode(code), subtotalCents, buyer, now);
  return { quote, couponId: coupon?.id ?? null };
}

/** Takes the coupon for a booking in the booking's transaction; refused like an order's when used up or used before. */
export async function redeemBookingCoupon(tx: DatabaseClient, redemption: { couponId: string; email: string; userId: string; bookingId: string }): Promise<void> {
  await redeemCouponOnce(tx, redemption);
}

/** A booking that never came to be (or was declined) gives its coupon back. */
export async function releaseBookingCoupon(tx: DatabaseClient, bookingId: string): Promise<void> {
  await releaseCouponRedemption(tx, { bookingId });
}
