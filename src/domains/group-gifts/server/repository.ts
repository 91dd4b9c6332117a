import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';

const contributionSelect = {
  id: true,
  groupGiftId: true,
  idempotencyKey: true,
  name: true,
  email: true,
  anonymous: true,
  message: true,
  amountCents: true,
  locale: true,
  acceptedAt: true,
  createdAt: true,
  payment: {
    select: {
      id: true,
      provider: true,
      providerRef: true,
      idempotencyKey: true,
      amountCents: true,
      status: true,
      failureCode: true,
      refunds: { select: { id: true, amountCents: true, status: true, reason: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
    },
  },
} as const satisfies Prisma.GroupGiftContributionSelect;

const groupGiftSelect = {
  id: true,
  publicToken: true,
  idempotencyKey: true,
  organiserName: true,
  organiserEmail: true,
  locale: true,
  productId: true,
  recipientName: true,
  recipientEmail: true,
  recipientLocale: true,
  deliverAt: true,
  deliveryTimeZone: true,
  message: true,
  occasion: true,
  designId: true,
  targetCents: true,
  deadline: true,
  status: true,
  pooledCents: true,
  voucherId: true,
  sentAt: true,
  cancelledAt: true,
  cancelReason: true,
  closedAt: true,
  createdAt: true,
  product: { select: { id: true, title: true, giftParty: true, giftOption: true, _count: { select: { coveredExperiences: true } } } },
  cancelledBy: { select: { email: true } },
  voucher: { select: { id: true, certificateLast4: true, valueCents: true } },
  design: { select: { name: true, deletedAt: true } },
  contributions: { select: contributionSelect, orderBy: { createdAt: 'asc' } },
} as const satisfies Prisma.GroupGiftSelect;

export type GroupGiftRecord = Prisma.GroupGiftGetPayload<{ select: typeof groupGiftSelect }>;
export type ContributionRecord = Prisma.GroupGiftContributionGetPayload<{ select: typeof contributionSelect }>;

export type NewGroupGift = Omit<Prisma.GroupGiftUncheckedCreateInput, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'contributions'>;

export async function insertGroupGift(db: DatabaseClient, data: NewGroupGift): Promise<{ id: string }> {
  return db.groupGift.create({ data, select: { id: true } });
}

export function findGroupGift(db: DatabaseClient, where: Prisma.GroupGiftWhereUniqueInput): Promise<GroupGiftRecord | null> {
  return db.groupGift.findUnique({ where, select: groupGiftSelect });
}

/**
 * Takes the group gift's row lock for the rest of the transaction and answers its status. Send,
 * cancel, close and every settling contribution take it first, so they happen one after another:
 * a contribution settles before a send (and is in its sum) or after it (and sees SENT).
 */
export async function lockGroupGift(db: DatabaseClient, id: string): Promise<GroupGiftRecord['status'] | null> {
  const rows = await db.$queryRaw<{ status: GroupGiftRecord['status'] }[]>`SELECT "status" FROM "GroupGift" WHERE "id" = ${id} FOR UPDATE`;
  return rows[0]?.status ?? null;
}

/** The pooled amount: contributions accepted while open whose payment still stands, summed by the database. */
export async function sumAcceptedContributions(db: DatabaseClient, groupGiftId: string): Promise<number> {
  const { _sum } = await db.groupGiftContribution.aggregate({
    where: { groupGiftId, acceptedAt: { not: null }, payment: { status: 'SUCCEEDED' } },
    _sum: { amountCents: true },
  });
  return _sum.amountCents ?? 0;
}

/** What open group gifts hold for their recipients (the liability report's share), summed by the database. */
export async function sumCollectedByOpenGroupGifts(db: DatabaseClient): Promise<{ cents: number; count: number }> {
  const { _sum } = await db.groupGiftContribution.aggregate({
    where: { groupGift: { status: 'OPEN' }, acceptedAt: { not: null }, payment: { status: 'SUCCEEDED' } },
    _sum: { amountCents: true },
  });
  const count = await db.groupGift.count({ where: { status: 'OPEN', contributions: { some: { acceptedAt: { not: null }, payment: { status: 'SUCCEEDED' } } } } });
  return { cents: _sum.amountCents ?? 0, count };
}

export async function markGroupGiftSent(db: DatabaseClient, id: string, data: { pooledCents: number; voucherId: string; sentAt: Date }): Promise<boolean> {
  const { count } = await db.groupGift.updateMany({ where: { id, status: 'OPEN' }, data: { status: 'SENT', ...data } });
  return count === 1;
}

export async function markGroupGiftCancelled(db: DatabaseClient, id: string, data: { cancelledAt: Date; cancelReason: string | null; cancelledById: string | null }): Promise<boolean> {
  const { count } = await db.groupGift.updateMany({ where: { id, status: 'OPEN' }, data: { status: 'CANCELLED', ...data } });
  return count === 1;
}

export async function markGroupGiftClosed(db: DatabaseClient, id: string, closedAt: Date): Promise<boolean> {
  const { count } = await db.groupGift.updateMany({ where: { id, status: 'OPEN' }, data: { status: 'CLOSED', closedAt } });
  return count === 1;
}

// ── Contributions and their payments ──

export function findContributionByIdempotencyKey(db: DatabaseClient, idempotencyKey: string): Promise<ContributionRecord | null> {
  return db.groupGiftContribution.findUnique({ where: { idempotencyKey }, select: contributionSelect });
}

export function findContributionById(db: DatabaseClient, id: string): Promise<ContributionRecord | null> {
  return db.groupGiftContribution.findUnique({ where: { id }, select: contributionSelect });
}

export async function insertContribution(
  db: DatabaseClient,
  data: Omit<Prisma.GroupGiftContributionUncheckedCreateInput, 'id' | 'acceptedAt' | 'createdAt' | 'payment'>,
  payment: { provider: 'TEST' | 'STRIPE'; idempotencyKey: string },
): Promise<void> {
  await db.groupGiftContribution.create({ data: { ...data, payment: { create: { ...payment, amountCents: data.amountCents } } }, select: { id: true } });
}

export async function acceptContribution(db: DatabaseClient, id: string, acceptedAt: Date): Promise<void> {
  await db.groupGiftContribution.updateMany({ where: { id, acceptedAt: null }, data: { acceptedAt } });
}

/** Card payments of the group gift that must go back: all of a cancelled one, and any that settled after it stopped taking money. */
export async function findContributionsOwedRefund(db: DatabaseClient, groupGiftId: string): Promise<ContributionRecord[]> {
  return db.groupGiftContribution.findMany({
    where: {
      groupGiftId,
      payment: { status: 'SUCCEEDED' },
      OR: [{ groupGift: { status: 'CANCELLED' } }, { acceptedAt: null, groupGift: { status: { not: 'OPEN' } } }],
    },
    select: contributionSelect,
    orderBy: { createdAt: 'asc' },
  });
}

/** Group gifts with a refund still owed (a refund interrupted, or left pending by the provider): the sweep finishes them. */
export async function findGroupGiftIdsOwingRefunds(db: DatabaseClient): Promise<string[]> {
  const rows = await db.groupGift.findMany({
    where: {
      status: { not: 'OPEN' },
      contributions: {
        some: { payment: { status: 'SUCCEEDED', refunds: { none: { status: 'FAILED' } } }, OR: [{ acceptedAt: null }, { groupGift: { status: 'CANCELLED' } }] },
      },
    },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** Writes the refund once per key (a concurrent or repeated call finds the same row) and answers it. */
export async function findOrInsertPendingRefund(
  db: DatabaseClient,
  refund: { paymentId: string; amountCents: number; idempotencyKey: string; reason: string },
): Promise<{ id: string; status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; providerRef: string | null }> {
  await db.refund.createMany({ data: [refund], skipDuplicates: true });
  return db.refund.findUniqueOrThrow({ where: { idempotencyKey: refund.idempotencyKey }, select: { id: true, status: true, providerRef: true } });
}

/** PENDING → SUCCEEDED or FAILED once: only the caller that moves it marks the payment and e-mails the contributor. */
export async function settlePendingRefund(db: DatabaseClient, refundId: string, outcome: { status: 'SUCCEEDED' | 'FAILED'; providerRef: string }): Promise<boolean> {
  const { count } = await db.refund.updateMany({ where: { id: refundId, status: 'PENDING' }, data: outcome });
  return count === 1;
}

export async function setRefundProviderRef(db: DatabaseClient, refundId: string, providerRef: string): Promise<void> {
  await db.refund.updateMany({ where: { id: refundId, providerRef: null }, data: { providerRef } });
}

// ── Deadlines ──

export async function findGroupGiftIdsPastDeadline(db: DatabaseClient, now: Date): Promise<string[]> {
  const rows = await db.groupGift.findMany({ where: { status: 'OPEN', deadline: { lte: now } }, select: { id: true }, orderBy: { deadline: 'asc' } });
  return rows.map((row) => row.id);
}

/** Contributions still waiting for the bank's second step a while after they began: the sweep asks the gateway. */
export async function findStalePendingContributionIds(db: DatabaseClient, before: Date): Promise<string[]> {
  const rows = await db.groupGiftContribution.findMany({
    where: { createdAt: { lte: before }, payment: { status: 'PENDING', providerRef: { not: null } } },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

// ── Back office ──

export async function findStaffGroupGifts(
  db: DatabaseClient,
  where: Prisma.GroupGiftWhereInput,
  page: { skip: number; take: number },
): Promise<{ rows: GroupGiftRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.groupGift.findMany({ where, select: groupGiftSelect, orderBy: { createdAt: 'desc' }, ...page }),
    db.groupGift.count({ where }),
  ]);
  return { rows, total };
}

