import { addDaysToLocalDate, getInstantOfLocalHour, getLocalDate } from '@/lib/local-time';
import { GROUP_GIFT_MAX_DAYS, type ContributionStatus } from '../schemas';

/** Deadlines are days of the shop's calendar: a group gift closes at the end of its last day there. */
export const DEADLINE_TIME_ZONE = 'America/Toronto';

/** The instant collecting stops: midnight after the last day, in the shop's zone. */
export function getDeadlineInstant(lastDay: string): Date {
  return getInstantOfLocalHour(addDaysToLocalDate(lastDay, 1), 0, DEADLINE_TIME_ZONE);
}

/** Error key of `modules.groupGifts.errors` for a last day that is gone or more than 60 days ahead; null when fine. */
export function checkDeadline(lastDay: string, now: Date): 'deadlineInvalid' | 'deadlineInPast' | 'deadlineTooFar' | null {
  const time = Date.parse(`${lastDay}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== lastDay) return 'deadlineInvalid';
  const today = getLocalDate(DEADLINE_TIME_ZONE, now);
  if (lastDay < today) return 'deadlineInPast';
  if (lastDay > addDaysToLocalDate(today, GROUP_GIFT_MAX_DAYS)) return 'deadlineTooFar';
  return null;
}

/** What the public page may say about who the gift is for: the first word of the name. */
export function getFirstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * A contribution's state from its payment and refund: counted only once accepted (settled while
 * the group gift was open); a payment that settled after sending or cancelling is given back.
 */
export function getContributionStatus(contribution: {
  acceptedAt: Date | null;
  payment: { status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED'; refunds: { status: 'PENDING' | 'SUCCEEDED' | 'FAILED' }[] } | null;
}): ContributionStatus {
  const payment = contribution.payment;
  if (!payment || payment.status === 'PENDING') return 'pending';
  if (payment.status === 'FAILED') return 'failed';
  if (payment.status === 'REFUNDED') return 'refunded';
  if (payment.refunds.some((refund) => refund.status !== 'FAILED')) return 'refund_pending';
  return contribution.acceptedAt ? 'accepted' : 'refund_pending';
}

export type CardContribution = { name: string; anonymous: boolean; message: string | null };

/**
 * The voucher card's text: the organiser's message, then who it is from (anonymous contributors
 * counted, not named) and each contributor's message under their name. `words` are the reader's
 * language's phrases (the caller's translator).
 */
export function composeCardMessage(
  organiserMessage: string | null,
  contributions: CardContribution[],
  words: { from: (names: string) => string; andOthers: (count: number) => string; anonymous: string; list: (names: string[]) => string },
): string {
  const named = [...new Set(contributions.filter((entry) => !entry.anonymous).map((entry) => entry.name.trim()))];
  const hidden = contributions.filter((entry) => entry.anonymous).length;
  const names = hidden > 0 ? [...named, words.andOthers(hidden)] : named;
  const lines = contributions
    .filter((entry) => entry.message?.trim())
    .map((entry) => `${entry.anonymous ? words.anonymous : entry.name.trim()}: “${entry.message?.trim()}”`);
  return [organiserMessage?.trim() || null, names.length > 0 ? words.from(words.list(names)) : null, ...lines].filter(Boolean).join('\n');
}
