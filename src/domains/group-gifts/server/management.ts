import 'server-only';
import { localizeProductTitle } from '@/domains/catalog/server/queries';
import { getLocalDate } from '@/lib/local-time';
import { getDatabase } from '@/server/db';
import { isAppError } from '@/server/errors';
import { getContributionStatus } from '../lib/group-gift-rules';
import type { ManagedContribution, ManagedGroupGift, ManagedGroupGiftStatus } from '../lib/management';
import type { GroupGiftOccasion } from '../schemas';
import { getContributionPath } from './group-gift-emails';
import { sumAcceptedContributions, type GroupGiftRecord } from './repository';
import { findManagedGroupGiftOrThrow } from './service';

const statusOf: Record<GroupGiftRecord['status'], ManagedGroupGiftStatus> = { OPEN: 'open', SENT: 'sent', CANCELLED: 'cancelled', CLOSED: 'closed' };

function toManagedContribution(contribution: GroupGiftRecord['contributions'][number]): ManagedContribution | null {
  const status = getContributionStatus(contribution);
  // A declined card is the contributor's business, not a contribution.
  if (status === 'failed') return null;
  return {
    id: contribution.id,
    name: contribution.anonymous ? null : contribution.name,
    amountCents: contribution.amountCents,
    message: contribution.message,
    status,
  };
}

/**
 * The organiser's view of the group gift their private link opens; null for an unknown or wrong
 * token (one 404 for both). The collected amount is the database's sum of accepted contributions
 * while it collects, and the voucher's value once sent.
 */
export async function getManagedGroupGift(managementToken: string, locale: string): Promise<ManagedGroupGift | null> {
  let gift: GroupGiftRecord;
  try {
    gift = await findManagedGroupGiftOrThrow(managementToken);
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return null;
    throw error;
  }
  const [collectedCents, giftTitle] = await Promise.all([
    gift.status === 'SENT' ? Promise.resolve(gift.pooledCents ?? 0) : sumAcceptedContributions(getDatabase(), gift.id),
    gift.product ? localizeProductTitle({ productId: gift.product.id, title: gift.product.title }, locale).then((item) => item.title) : Promise.resolve(null),
  ]);
  const refundedCents = gift.contributions
    .flatMap((contribution) => contribution.payment?.refunds ?? [])
    .filter((refund) => refund.status === 'SUCCEEDED')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    recipientName: gift.recipientName,
    occasion: (gift.occasion ?? 'justBecause') as GroupGiftOccasion,
    organiserName: gift.organiserName,
    organiserEmail: gift.organiserEmail,
    giftTitle,
    status: statusOf[gift.status],
    // The deadline is the midnight after the last day.
    lastDay: getLocalDate('America/Toronto', new Date(gift.deadline.getTime() - 1)),
    collectedCents,
    refundedCents,
    targetCents: gift.targetCents,
    delivery: gift.recipientEmail
      ? { method: 'email', recipientEmail: gift.recipientEmail, deliverAt: gift.deliverAt?.toISOString() ?? null, timeZone: gift.deliveryTimeZone }
      : { method: 'print' },
    contributionPath: getContributionPath(gift.publicToken),
    endedAt: (gift.sentAt ?? gift.cancelledAt ?? gift.closedAt)?.toISOString() ?? null,
    contributions: gift.contributions.map(toManagedContribution).filter((entry): entry is ManagedContribution => entry !== null),
  };
}
