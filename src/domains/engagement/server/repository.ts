import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { getPrisma } from '@/server/db';

export type NewSubscriptionCoupon = { code: string; percent: number; validFrom: Date; validUntil: Date };

export type InsertSubscriptionResult = { status: 'created' } | { status: 'email-taken' } | { status: 'code-taken' };

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/**
 * One transaction: a subscription for a new e-mail with its single-use coupon. An e-mail that is
 * already there (even unsubscribed, which is undone) gets no second coupon. Two requests racing
 * with the same e-mail end with one row: the loser hits the unique index and reports it taken.
 */
export async function insertSubscriptionWithCoupon(email: string, coupon: NewSubscriptionCoupon): Promise<InsertSubscriptionResult> {
  const prisma = getPrisma();
  try {
    return await prisma.$transaction(async (tx) => {
      const existing = await tx.newsSubscription.findUnique({ where: { email }, select: { id: true, unsubscribedAt: true } });
      if (existing) {
        if (existing.unsubscribedAt) await tx.newsSubscription.update({ where: { id: existing.id }, data: { unsubscribedAt: null } });
        return { status: 'email-taken' } as const;
      }
      const created = await tx.coupon.create({
        data: {
          code: coupon.code,
          kind: 'PERCENT',
          value: coupon.percent,
          validFrom: coupon.validFrom,
          validUntil: coupon.validUntil,
          maxRedemptions: 1,
          perCustomerLimit: 1,
        },
        select: { id: true },
      });
      await tx.newsSubscription.create({ data: { email, couponId: created.id } });
      return { status: 'created' } as const;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const taken = await prisma.newsSubscription.findUnique({ where: { email }, select: { id: true } });
    return taken ? { status: 'email-taken' } : { status: 'code-taken' };
  }
}
