import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { getDatabase } from '@/server/db';
import { createCustomer, createKey, expectRefused } from './money-fixtures';

function createCoupon(fields: Omit<Prisma.CouponUncheckedCreateInput, 'code'>) {
  return getDatabase().coupon.create({ data: { code: createKey('COUPON'), ...fields }, select: { id: true } });
}

describe('coupons', () => {
  it('carry exactly the value of their kind, in range', async () => {
    await createCoupon({ kind: 'PERCENT', percentBasisPoints: 1 });
    await createCoupon({ kind: 'PERCENT', percentBasisPoints: 10_000 });
    await createCoupon({ kind: 'AMOUNT', amountCents: 1 });

    const refusals: Omit<Prisma.CouponUncheckedCreateInput, 'code'>[] = [
      { kind: 'PERCENT' },
      { kind: 'PERCENT', percentBasisPoints: 0 },
      { kind: 'PERCENT', percentBasisPoints: 10_001 },
      { kind: 'PERCENT', percentBasisPoints: 1_000, amountCents: 500 },
      { kind: 'PERCENT', amountCents: 500 },
      { kind: 'AMOUNT' },
      { kind: 'AMOUNT', amountCents: 0 },
      { kind: 'AMOUNT', amountCents: -100 },
      { kind: 'AMOUNT', amountCents: 500, percentBasisPoints: 1_000 },
      { kind: 'AMOUNT', percentBasisPoints: 1_000 },
    ];
    for (const fields of refusals) await expectRefused(createCoupon(fields), /Coupon_value_matches_kind/);
  });

  it('refuse a negative minimum, an empty validity window and more redemptions than allowed', async () => {
    await expectRefused(createCoupon({ kind: 'AMOUNT', amountCents: 500, minimumOrderCents: -1 }), /Coupon_minimumOrderCents_non_negative/);
    const instant = new Date('2026-05-01T00:00:00Z');
    await expectRefused(createCoupon({ kind: 'AMOUNT', amountCents: 500, validFrom: instant, validUntil: instant }), /Coupon_validity_ordered/);

    const coupon = await createCoupon({ kind: 'AMOUNT', amountCents: 500, maxRedemptions: 2 });
    const redeem = () =>
      getDatabase().coupon.updateMany({ where: { id: coupon.id }, data: { redemptionCount: { increment: 1 } } });
    await redeem();
    await redeem();
    await expectRefused(redeem(), /Coupon_redemptions_within_limit/);
    expect(await getDatabase().coupon.findUniqueOrThrow({ where: { id: coupon.id }, select: { redemptionCount: true } })).toEqual({ redemptionCount: 2 });
  });

  it('are redeemed once per account and once per e-mail', async () => {
    const db = getDatabase();
    const coupon = await createCoupon({ kind: 'PERCENT', percentBasisPoints: 1_000 });
    const customer = await createCustomer(db);
    await db.couponRedemption.create({ data: { couponId: coupon.id, userId: customer.id, email: customer.email } });
    await expectRefused(
      db.couponRedemption.create({ data: { couponId: coupon.id, userId: customer.id, email: 'other@example.com' } }),
      /couponId|Unique constraint/,
    );
    await db.couponRedemption.create({ data: { couponId: coupon.id, email: 'guest@example.com' } });
    await expectRefused(db.couponRedemption.create({ data: { couponId: coupon.id, email: 'guest@example.com' } }), /couponId|Unique constraint/);
    // Unique per e-mail only means something if every e-mail is stored the same way.
    await expectRefused(db.couponRedemption.create({ data: { couponId: coupon.id, email: 'Guest@Example.com' } }), /CouponRedemption_email_lower_case/);
    expect(await db.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(2);
  });
});
