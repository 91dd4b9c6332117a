import 'server-only';
import type { DatabaseClient } from '@/server/db';

/** Every customer balance added up: credit the shop owes (balances never expire). */
export async function sumCustomerBalances(db: DatabaseClient): Promise<{ customers: number; balanceCents: number }> {
  const { _count, _sum } = await db.user.aggregate({ where: { role: 'CUSTOMER', balanceCents: { gt: 0 } }, _count: { _all: true }, _sum: { balanceCents: true } });
  return { customers: _count._all, balanceCents: _sum.balanceCents ?? 0 };
}

/** Staff accounts, managers and editors alike, by name. */
export function findStaffMembers(db: DatabaseClient) {
  return db.user.findMany({
    where: { role: { in: ['MANAGER', 'EDITOR'] } },
    select: { id: true, firstName: true, lastName: true, email: true, role: true },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
  });
}
