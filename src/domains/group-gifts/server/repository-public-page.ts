import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';

/** Counted toward the pooled value: accepted while open, its payment standing (as `sumAcceptedContributions`). */
const accepted = { acceptedAt: { not: null }, payment: { status: 'SUCCEEDED' } } as const satisfies Prisma.GroupGiftContributionWhereInput;

// No e-mail column is read: the public page could not leak one by mistake.
const publicGroupGiftSelect = {
  id: true,
  publicToken: true,
  status: true,
  deadline: true,
  occasion: true,
  recipientName: true,
  organiserName: true,
  targetCents: true,
  contributions: { where: accepted, select: { name: true, anonymous: true, message: true }, orderBy: [{ acceptedAt: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.GroupGiftSelect;

export type PublicGroupGiftRecord = Prisma.GroupGiftGetPayload<{ select: typeof publicGroupGiftSelect }>;

export function findPublicGroupGiftByToken(db: DatabaseClient, publicToken: string): Promise<PublicGroupGiftRecord | null> {
  return db.groupGift.findUnique({ where: { publicToken }, select: publicGroupGiftSelect });
}

/** The accepted contributions' sum and count, both by the database. */
export async function summarizeAcceptedContributions(db: DatabaseClient, groupGiftId: string): Promise<{ cents: number; count: number }> {
  const { _sum, _count } = await db.groupGiftContribution.aggregate({ where: { groupGiftId, ...accepted }, _sum: { amountCents: true }, _count: { _all: true } });
  return { cents: _sum.amountCents ?? 0, count: _count._all };
}

/** A contribution of this group gift that counted, for its giver's thank-you. */
export function findAcceptedContribution(db: DatabaseClient, groupGiftId: string, contributionId: string): Promise<{ name: string; amountCents: number } | null> {
  return db.groupGiftContribution.findFirst({ where: { id: contributionId, groupGiftId, ...accepted }, select: { name: true, amountCents: true } });
}
