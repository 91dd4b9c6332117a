import type { ContributionStatus, GroupGiftOccasion } from '../schemas';

/** Where a group gift stands, as its organiser reads it. */
export type ManagedGroupGiftStatus = 'open' | 'sent' | 'cancelled' | 'closed';

export type ManagedContribution = {
  id: string;
  /** Null when the contributor chose to stay anonymous. */
  name: string | null;
  amountCents: number;
  message: string | null;
  status: ContributionStatus;
};

/** The organiser's management page: everything but the contributors' e-mails and card details. */
export type ManagedGroupGift = {
  recipientName: string;
  occasion: GroupGiftOccasion;
  organiserName: string;
  organiserEmail: string;
  /** The gift of the catalogue, in the page's language; null for a gift card of the amount collected. */
  giftTitle: string | null;
  status: ManagedGroupGiftStatus;
  /** The last day contributions are taken (YYYY-MM-DD, the shop's calendar). */
  lastDay: string;
  /** The money counted now (the database's sum), or the voucher's value once sent. */
  collectedCents: number;
  /** Given back to contributors (a cancelled group gift, or payments that settled too late). */
  refundedCents: number;
  targetCents: number | null;
  delivery: { method: 'print' } | { method: 'email'; recipientEmail: string; deliverAt: string | null; timeZone: string | null };
  contributionPath: string;
  /** When it was sent, cancelled or closed (ISO). */
  endedAt: string | null;
  contributions: ManagedContribution[];
};

/** How far the collection is toward its target, as a whole percentage from 0 to 100; null without a target. */
export function getProgressPercent(collectedCents: number, targetCents: number | null): number | null {
  if (!targetCents || targetCents <= 0) return null;
  return Math.min(100, Math.max(0, Math.floor((collectedCents / targetCents) * 100)));
}
