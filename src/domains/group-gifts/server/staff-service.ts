import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { toStaffCardDesign } from '@/domains/vouchers/server/staff-service';
import { getContributionStatus } from '../lib/group-gift-rules';
import type { StaffGroupGift, StaffGroupGiftListParams, StaffGroupGiftRow } from '../staff-schemas';
import { findGroupGift, findStaffGroupGifts, type GroupGiftRecord } from './repository';

function toRow(gift: GroupGiftRecord): StaffGroupGiftRow {
  const accepted = gift.contributions.filter((entry) => getContributionStatus(entry) === 'accepted');
  return {
    id: gift.id,
    status: gift.status,
    organiserName: gift.organiserName,
    organiserEmail: gift.organiserEmail,
    recipientName: gift.recipientName,
    giftTitle: gift.product?.title ?? null,
    collectedCents: gift.pooledCents ?? accepted.reduce((sum, entry) => sum + entry.amountCents, 0),
    targetCents: gift.targetCents,
    contributionCount: accepted.length,
    deadline: gift.deadline.toISOString(),
    createdAt: gift.createdAt.toISOString(),
  };
}

function toStaffGroupGift(gift: GroupGiftRecord): StaffGroupGift {
  return {
    ...toRow(gift),
    recipientEmail: gift.recipientEmail,
    occasion: gift.occasion,
    message: gift.message,
    design: toStaffCardDesign(gift.design),
    pooledCents: gift.pooledCents,
    voucher: gift.voucher,
    sentAt: gift.sentAt?.toISOString() ?? null,
    cancelledAt: gift.cancelledAt?.toISOString() ?? null,
    cancelReason: gift.cancelReason,
    cancelledBy: gift.cancelledBy?.email ?? null,
    closedAt: gift.closedAt?.toISOString() ?? null,
    contributions: gift.contributions.map((entry) => ({
      id: entry.id,
      name: entry.name,
      email: entry.email,
      anonymous: entry.anonymous,
      message: entry.message,
      amountCents: entry.amountCents,
      status: getContributionStatus(entry),
      payment: entry.payment ? { provider: entry.payment.provider, providerRef: entry.payment.providerRef, status: entry.payment.status, failureCode: entry.payment.failureCode } : null,
      refunds: (entry.payment?.refunds ?? []).map((refund) => ({ id: refund.id, amountCents: refund.amountCents, status: refund.status, reason: refund.reason, createdAt: refund.createdAt.toISOString() })),
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/** Group gifts, newest first, found by organiser or recipient (name or e-mail) or a contributor's e-mail. */
export async function listGroupGiftsForStaff(params: StaffGroupGiftListParams, db?: DatabaseClient): Promise<{ data: StaffGroupGiftRow[]; total: number }> {
  const search = params.search || undefined;
  const where: Prisma.GroupGiftWhereInput = {
    status: params.status,
    OR: search
      ? [
          { organiserName: { contains: search, mode: 'insensitive' } },
          { organiserEmail: { contains: search, mode: 'insensitive' } },
          { recipientName: { contains: search, mode: 'insensitive' } },
          { recipientEmail: { contains: search, mode: 'insensitive' } },
          { contributions: { some: { email: { contains: search, mode: 'insensitive' } } } },
        ]
      : undefined,
  };
  const { rows, total } = await findStaffGroupGifts(getDatabase(db), where, { skip: (params.page - 1) * params.per_page, take: params.per_page });
  return { data: rows.map(toRow), total };
}

/** One group gift with every contribution, its payment and refunds. */
export async function getGroupGiftForStaffOrThrow(id: string, db?: DatabaseClient): Promise<StaffGroupGift> {
  const gift = await findGroupGift(getDatabase(db), { id });
  if (!gift) throw new AppError('not_found', 'This group gift does not exist.');
  return toStaffGroupGift(gift);
}
