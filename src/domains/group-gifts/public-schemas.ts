// zod/mini: the contribution form loads this in the browser.
import * as z from 'zod/mini';
import type { PublicGroupGiftState } from './lib/public-group-gift';
import type { GroupGiftOccasion } from './schemas';

/**
 * One accepted contribution as everyone sees it: no amount, no e-mail, no name when hidden, and
 * no id (the thank-you page of a contribution opens by its id).
 */
export type PublicContributor = { name: string | null; message: string | null };

/**
 * What the public contribution page shows. The recipient's first name only; no e-mail of
 * anyone. `collectedCents` is the database's sum of the accepted contributions.
 */
export type PublicGroupGift = {
  publicToken: string;
  recipientFirstName: string;
  organiserName: string;
  occasion: GroupGiftOccasion;
  /** The last day contributions are taken, YYYY-MM-DD in the shop's calendar. */
  lastDay: string;
  state: PublicGroupGiftState;
  targetCents: number | null;
  collectedCents: number;
  contributionCount: number;
  contributors: PublicContributor[];
};

/** The thank-you after a contribution counted: its giver's first name and amount. */
export type ContributionThanks = { firstName: string; amountCents: number };

/** `POST /api/group-gifts/{token}/contributions`'s answer, as the form reads it. */
export const contributionAnswerSchema = z.object({
  data: z.union([
    z.object({ status: z.literal('accepted'), contributionId: z.string() }),
    z.object({ status: z.literal('requires_action'), contributionId: z.string(), nextActionUrl: z.string() }),
  ]),
});
