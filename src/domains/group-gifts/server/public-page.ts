import 'server-only';
import { getDatabase } from '@/server/db';
import { getFirstName } from '../lib/group-gift-rules';
import { getLastCollectingDay, getPublicGroupGiftState } from '../lib/public-group-gift';
import type { ContributionThanks, PublicGroupGift } from '../public-schemas';
import { contributionSchema, groupGiftOccasions, type GroupGiftOccasion } from '../schemas';
import { findAcceptedContribution, findPublicGroupGiftByToken, summarizeAcceptedContributions } from './repository-public-page';

function isPublicToken(token: string): boolean {
  return contributionSchema.shape.publicToken.safeParse(token).success;
}

function toOccasion(occasion: string | null): GroupGiftOccasion {
  return groupGiftOccasions.find((candidate) => candidate === occasion) ?? 'justBecause';
}

/**
 * The public contribution page of a group gift, or null for a token that opens none (the page's
 * 404). A cancelled gift gave everything back, so it shows neither progress nor names.
 */
export async function getPublicGroupGift(publicToken: string, now = new Date()): Promise<PublicGroupGift | null> {
  const gift = isPublicToken(publicToken) ? await findPublicGroupGiftByToken(getDatabase(), publicToken) : null;
  if (!gift) return null;
  const state = getPublicGroupGiftState(gift.status, gift.deadline, now);
  const collected = state === 'cancelled' ? { cents: 0, count: 0 } : await summarizeAcceptedContributions(getDatabase(), gift.id);
  return {
    publicToken: gift.publicToken,
    recipientFirstName: getFirstName(gift.recipientName),
    organiserName: gift.organiserName,
    occasion: toOccasion(gift.occasion),
    lastDay: getLastCollectingDay(gift.deadline),
    state,
    targetCents: gift.targetCents,
    collectedCents: collected.cents,
    contributionCount: collected.count,
    contributors:
      state === 'cancelled'
        ? []
        : gift.contributions.map((entry) => ({ name: entry.anonymous ? null : entry.name, message: entry.message?.trim() || null })),
  };
}

/** The thank-you of a contribution that counted toward this group gift; null otherwise. */
export async function getContributionThanks(publicToken: string, contributionId: string): Promise<ContributionThanks | null> {
  const gift = isPublicToken(publicToken) ? await findPublicGroupGiftByToken(getDatabase(), publicToken) : null;
  if (!gift || contributionId.length > 40) return null;
  const contribution = await findAcceptedContribution(getDatabase(), gift.id, contributionId);
  return contribution ? { firstName: getFirstName(contribution.name), amountCents: contribution.amountCents } : null;
}
