// zod/mini: the start and contribution forms load this in the browser.
import * as z from 'zod/mini';
import { giftPersonalisationSchema } from '@/domains/orders/schemas';
import { paymentMethodFields } from '@/domains/payments/schemas';
import { localeSchema } from '@/i18n/locale';
import { idempotencyKeySchema } from '@/lib/idempotency-key';

// Messages are keys of `modules.groupGifts.errors`, translated where they are shown.

/** The smallest contribution: card fees make smaller ones cost more than they give. */
export const MIN_CONTRIBUTION_CENTS = 1_000;
/** The largest single contribution and target: a group gift is a gift, not a money transfer. */
export const MAX_GROUP_GIFT_CENTS = 500_000;
/** A group gift collects for at most this many days. */
export const GROUP_GIFT_MAX_DAYS = 60;
export const CONTRIBUTOR_NAME_MAX_LENGTH = 60;
/** Each contributor's line on the card; the card holds every one of them. */
export const CONTRIBUTION_MESSAGE_MAX_LENGTH = 140;

/** What the group gift is for; the contribution page and the card say it in the reader's language. */
export const groupGiftOccasions = ['birthday', 'holidays', 'thankYou', 'wedding', 'anniversary', 'congratulations', 'farewell', 'justBecause'] as const;
export type GroupGiftOccasion = (typeof groupGiftOccasions)[number];

const personName = z.string().check(z.trim(), z.minLength(1, 'nameRequired'), z.maxLength(CONTRIBUTOR_NAME_MAX_LENGTH, 'nameTooLong'));
const email = z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'emailRequired'), z.maxLength(254, 'emailInvalid'), z.email('emailInvalid'));
const cents = (min: number, tooSmall: string) => z.int(tooSmall).check(z.gte(min, tooSmall), z.lte(MAX_GROUP_GIFT_CENTS, 'amountTooLarge'));

/**
 * The organiser's form: for a gift of the catalogue (`productId`) or a dollar amount (none), who
 * it is for, how the voucher travels (as a gift bought alone), the occasion, an optional target
 * and the last day contributions are taken (at most 60 days ahead, checked with the clock).
 */
export const startGroupGiftSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  productId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  organiserName: personName,
  organiserEmail: email,
  personalisation: giftPersonalisationSchema,
  recipientLocale: z.optional(localeSchema),
  occasion: z.enum(groupGiftOccasions, 'occasionRequired'),
  targetCents: z.optional(cents(MIN_CONTRIBUTION_CENTS, 'targetTooSmall')),
  /** The last local day (YYYY-MM-DD, the shop's zone) contributions are taken. */
  deadline: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'deadlineInvalid')),
  /** The card design the voucher is printed in (a published one, checked at start); the classic card when absent. */
  designId: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64)))),
});
export type StartGroupGiftInput = z.infer<typeof startGroupGiftSchema>;

/** A contributor's form on the public page: any amount from $10, a name (maybe hidden) and a message. */
export const contributionSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  publicToken: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  name: personName,
  email,
  anonymous: z.boolean(),
  message: z.string().check(z.trim(), z.maxLength(CONTRIBUTION_MESSAGE_MAX_LENGTH, 'messageTooLong')),
  amountCents: cents(MIN_CONTRIBUTION_CENTS, 'amountTooSmall'),
  ...paymentMethodFields,
});
export type ContributionInput = z.infer<typeof contributionSchema>;

/** Where a contribution stands: paying (3-D Secure), counted, failed, or given back. */
export type ContributionStatus = 'pending' | 'accepted' | 'failed' | 'refund_pending' | 'refunded';

/** Where the contributor goes next: the thank-you, or the bank's second step. */
export type ContributionResult =
  | { status: 'accepted'; contributionId: string }
  | { status: 'requires_action'; contributionId: string; nextActionUrl: string };
