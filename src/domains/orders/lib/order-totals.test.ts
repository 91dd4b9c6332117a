import { describe, expect, it } from 'vitest';
import { checkCoupon, computeCouponDiscountCents, computeOrderTotals, normalizeCouponCode } from './order-totals';
import type { CouponTerms } from './order-totals';

const now = new Date('2026-11-25T12:00:00Z');

function coupon(fields: Partial<CouponTerms> = {}): CouponTerms {
  return {
    kind: 'PERCENT',
    percentBasisPoints: 1_000,
    amountCents: null,
    minimumOrderCents: 0,
    validFrom: null,
    validUntil: null,
    maxRedemptions: null,
    redemptionCount: 0,
    active: true,
    ...fields,
  };
}

const order = { subtotalCents: 23_800, alreadyUsedByBuyer: false, now };

describe('coupon discount', () => {
  it('takes a percentage rounded to the cent', () => {
    expect(computeCouponDiscountCents(coupon(), 23_800)).toBe(2_380);
    expect(computeCouponDiscountCents(coupon({ percentBasisPoints: 1_250 }), 11_999)).toBe(1_500);
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(computeCouponDiscountCents(coupon({ kind: 'AMOUNT', percentBasisPoints: null, amountCents: 2_500 }), 23_800)).toBe(2_500);
    expect(computeCouponDiscountCents(coupon({ kind: 'AMOUNT', percentBasisPoints: null, amountCents: 50_000 }), 23_800)).toBe(23_800);
  });
});

describe('coupon check', () => {
  it('accepts a valid coupon with its discount', () => {
    expect(checkCoupon(coupon(), order)).toEqual({ ok: true, discountCents: 2_380 });
  });

  it.each([
    ['unknown', null],
    ['inactive', coupon({ active: false })],
    ['not_yet_valid', coupon({ validFrom: new Date('2026-11-26T00:00:00Z') })],
    ['expired', coupon({ validUntil: new Date('2026-11-25T11:59:59Z') })],
    ['expired', coupon({ validUntil: now })],
    ['used_up', coupon({ maxRedemptions: 5, redemptionCount: 5 })],
    ['minimum_not_met', coupon({ minimumOrderCents: 25_000 })],
  ] as const)('refuses a coupon that is %s', (refusal, terms) => {
    expect(checkCoupon(terms, order)).toEqual({ ok: false, refusal });
  });

  it('refuses a coupon this buyer already used', () => {
    expect(checkCoupon(coupon(), { ...order, alreadyUsedByBuyer: true })).toEqual({ ok: false, refusal: 'already_used' });
  });

  it('accepts an order of exactly the minimum, until the last moment of its validity', () => {
    const terms = coupon({ minimumOrderCents: 23_800, validUntil: new Date(now.getTime() + 1) });
    expect(checkCoupon(terms, order)).toEqual({ ok: true, discountCents: 2_380 });
  });
});

describe('order totals', () => {
  it('adds the lines and takes the discount off', () => {
    expect(computeOrderTotals([11_900, 11_900, 5_000], 2_880)).toEqual({ subtotalCents: 28_800, discountCents: 2_880, totalCents: 25_920 });
  });

  it('never goes below zero or takes a negative discount', () => {
    expect(computeOrderTotals([1_000], 5_000)).toEqual({ subtotalCents: 1_000, discountCents: 1_000, totalCents: 0 });
    expect(computeOrderTotals([1_000], -5)).toEqual({ subtotalCents: 1_000, discountCents: 0, totalCents: 1_000 });
  });

  it('reads codes without regard to case or spaces', () => {
    expect(normalizeCouponCode('  welcome-ab12 ')).toBe('WELCOME-AB12');
  });
});
