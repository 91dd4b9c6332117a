import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { LIST_COUNT_LIMIT, planListPage, readListTotal } from '@/lib/page-window';
import type { DatabaseClient } from '@/server/db';

/** Each word must match the first name, last name or e-mail, so "ana smith" finds Ana Smith. */
function customerSearchWhere(search: string | undefined): Prisma.UserWhereInput {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  return {
    role: 'CUSTOMER',
    AND: words.map((word) => ({
      OR: [
        { firstName: { contains: word, mode: 'insensitive' as const } },
        { lastName: { contains: word, mode: 'insensitive' as const } },
        { email: { contains: word, mode: 'insensitive' as const } },
      ],
    })),
  };
}

/** One page of customers, newest first, and how many match (up to the cap of `readListTotal`). */
export async function findCustomersForStaff(db: DatabaseClient, search: string | undefined, page: { skip: number; take: number }) {
  const where = customerSearchWhere(search);
  // Counted along the list's own index, which stops after LIST_COUNT_LIMIT rows.
  const counted = readListTotal(await db.user.count({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: LIST_COUNT_LIMIT }));
  const window = planListPage(page, counted);
  const direction = window.reverse ? 'asc' : 'desc';
  const rows = await db.user.findMany({
    where,
    orderBy: [{ createdAt: direction }, { id: direction }],
    skip: window.skip,
    take: window.take,
    select: { id: true, firstName: true, lastName: true, email: true, balanceCents: true, createdAt: true },
  });
  return { rows: window.reverse ? rows.reverse() : rows, ...counted };
}

export function findCustomerProfileForStaff(db: DatabaseClient, id: string) {
  return db.user.findFirst({
    where: { id, role: 'CUSTOMER' },
    select: { id: true, firstName: true, lastName: true, email: true, phone: true, balanceCents: true, createdAt: true },
  });
}

export async function insertStaffLoginLink(db: DatabaseClient, link: { tokenHash: string; staffId: string; customerId: string; expiresAt: Date }): Promise<void> {
  await db.staffLoginLink.create({ data: link, select: { id: true } });
}

/**
 * Uses a link: one conditional update that matches only an unused, unexpired link made by this
 * staff member, so two requests with one link cannot both get through.
 */
export async function markStaffLoginLinkUsed(db: DatabaseClient, link: { tokenHash: string; staffId: string; now: Date }) {
  const used = await db.staffLoginLink.updateManyAndReturn({
    where: { tokenHash: link.tokenHash, staffId: link.staffId, usedAt: null, expiresAt: { gt: link.now } },
    data: { usedAt: link.now },
    select: { id: true, customerId: true },
  });
  return used[0] ?? null;
}
