import 'server-only';
import type { DatabaseClient } from '@/server/db';

export type NewSubscriptionCoupon = { code: string; percent: number; validFrom: Date; validUntil: Date };

export function findSubscriptionByEmail(db: DatabaseClient, email: string) {
  return db.newsSubscription.findUnique({ where: { email }, select: { id: true, unsubscribedAt: true } });
}

export async function reactivateSubscription(db: DatabaseClient, id: string): Promise<void> {
  await db.newsSubscription.update({ where: { id }, data: { unsubscribedAt: null } });
}

/** A subscription with its single-use coupon; pass a transaction so neither exists alone. */
export async function insertSubscriptionWithCoupon(db: DatabaseClient, email: string, coupon: NewSubscriptionCoupon): Promise<void> {
  const created = await db.coupon.create({
    data: {
      code: coupon.code,
      kind: 'PERCENT',
      percentBasisPoints: coupon.percent * 100,
      validFrom: coupon.validFrom,
      validUntil: coupon.validUntil,
      maxRedemptions: 1,
    },
    select: { id: true },
  });
  await db.newsSubscription.create({ data: { email, couponId: created.id } });
}

/** The newest subscriptions still active, newest first. */
export function findNewestSubscriptions(db: DatabaseClient, take: number) {
  return db.newsSubscription.findMany({
    where: { unsubscribedAt: null },
    select: { id: true, email: true, createdAt: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
}

export function countActiveSubscriptions(db: DatabaseClient, since?: Date): Promise<number> {
  return db.newsSubscription.count({ where: { unsubscribedAt: null, ...(since ? { createdAt: { gte: since } } : {}) } });
}
