/**
 * What an order costs, worked out on the server from the database's prices and the coupon's row:
 * the browser's numbers are never part of it. Cents throughout, tax included (SPEC §1).
 */

export type CouponTerms = {
  kind: 'PERCENT' | 'AMOUNT';
  /** PERCENT: 1..10000 basis points (1000 = 10 %). */
  percentBasisPoints: number | null;
  /** AMOUNT: cents off. */
  amountCents: number | null;
  minimumOrderCents: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxRedemptions: number | null;
  redemptionCount: number;
  active: boolean;
};

/** Why a coupon cannot be used on this order. */
export type CouponRefusal = 'unknown' | 'inactive' | 'not_yet_valid' | 'expired' | 'used_up' | 'already_used' | 'minimum_not_met';

export type CouponCheck = { ok: true; discountCents: number } | { ok: false; refusal: CouponRefusal };

/** A coupon as a quote shows it: applied with its discount, or refused and why. */
export type CouponQuote =
  | { code: string; status: 'applied'; discountCents: number }
  /** `minimumOrderCents` is given when the order is too small for the coupon. */
  | { code: string; status: 'refused'; refusal: CouponRefusal; minimumOrderCents?: number };

/** The discount a coupon gives on a subtotal: a percentage rounded to the cent, never more than the subtotal. */
export function computeCouponDiscountCents(coupon: Pick<CouponTerms, 'kind' | 'percentBasisPoints' | 'amountCents'>, subtotalCents: number): number {
  const raw = coupon.kind === 'PERCENT' ? Math.round((subtotalCents * (coupon.percentBasisPoints ?? 0)) / 10_000) : (coupon.amountCents ?? 0);
  return Math.min(Math.max(raw, 0), subtotalCents);
}

/**
 * Checks a coupon against an order: switched on, within its dates, redemptions left, not yet used
 * by this buyer, and the order big enough. The limit and the once-per-buyer rule are checked here
 * for a clear message and enforced again by the statements that redeem it.
 */
export function checkCoupon(
  coupon: CouponTerms | null,
  order: { subtotalCents: number; alreadyUsedByBuyer: boolean; now: Date },
): CouponCheck {
  if (!coupon) return { ok: false, refusal: 'unknown' };
  if (!coupon.active) return { ok: false, refusal: 'inactive' };
  if (coupon.validFrom && order.now < coupon.validFrom) return { ok: false, refusal: 'not_yet_valid' };
  if (coupon.validUntil && order.now >= coupon.validUntil) return { ok: false, refusal: 'expired' };
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) return { ok: false, refusal: 'used_up' };
  if (order.alreadyUsedByBuyer) return { ok: false, refusal: 'already_used' };
  if (order.subtotalCents < coupon.minimumOrderCents) return { ok: false, refusal: 'minimum_not_met' };
  return { ok: true, discountCents: computeCouponDiscountCents(coupon, order.subtotalCents) };
}

export type OrderTotals = { subtotalCents: number; discountCents: number; totalCents: number };

export function computeOrderTotals(lineCents: readonly number[], discountCents: number): OrderTotals {
  const subtotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  const discount = Math.min(Math.max(discountCents, 0), subtotalCents);
  return { subtotalCents, discountCents: discount, totalCents: subtotalCents - discount };
}

/** Codes are typed by people: case and surrounding spaces do not matter. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
