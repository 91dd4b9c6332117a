import 'server-only';
import type { DatabaseClient } from '@/server/db';

/** Orders paid since `since` and still counted as sales (a refunded or failed order is not), and their total. */
export async function sumPaidOrdersSince(db: DatabaseClient, since: Date): Promise<{ count: number; totalCents: number }> {
  const { _count, _sum } = await db.order.aggregate({
    where: { paidAt: { gte: since }, status: { in: ['PAID', 'FULFILLED'] } },
    _count: { _all: true },
    _sum: { totalCents: true },
  });
  return { count: _count._all, totalCents: _sum.totalCents ?? 0 };
}
