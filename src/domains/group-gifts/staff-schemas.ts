import { z } from 'zod';
import { staffCardDesignSchema } from '@/domains/vouchers/staff-schemas';

/* The back office's group-gift inputs and answers (full zod: never loaded by the storefront). */

export const GROUP_GIFT_STATUSES = ['OPEN', 'SENT', 'CANCELLED', 'CLOSED'] as const;

/** SPEC §7 list parameters, and a status to narrow to. */
export const staffGroupGiftListParamsSchema = z.object({
  page: z.coerce.number('The page is a whole number from 1').int('The page is a whole number from 1').min(1, 'The page is a whole number from 1').max(10_000).default(1),
  per_page: z.coerce.number('per_page is a whole number from 1 to 100').int('per_page is a whole number from 1 to 100').min(1, 'per_page is a whole number from 1 to 100').max(100, 'per_page is a whole number from 1 to 100').default(20),
  search: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
  status: z.enum(GROUP_GIFT_STATUSES, 'The status is OPEN, SENT, CANCELLED or CLOSED').optional(),
});
export type StaffGroupGiftListParams = z.infer<typeof staffGroupGiftListParamsSchema>;

/** `POST /api/admin/group-gifts/{id}/cancel`: every contribution is refunded to its card. */
export const staffCancelGroupGiftSchema = z.object({
  reason: z.string('Give the reason for cancelling').trim().min(1, 'Give the reason for cancelling').max(300, 'Keep the reason under 300 characters'),
});
export type StaffCancelGroupGiftInput = z.infer<typeof staffCancelGroupGiftSchema>;

export const staffGroupGiftRowSchema = z.object({
  id: z.string(),
  status: z.enum(GROUP_GIFT_STATUSES),
  organiserName: z.string(),
  organiserEmail: z.string(),
  recipientName: z.string(),
  giftTitle: z.string().nullable(),
  /** Accepted contributions, whose money the gift holds (or held when sent). */
  collectedCents: z.number(),
  targetCents: z.number().nullable(),
  contributionCount: z.number(),
  deadline: z.string(),
  createdAt: z.string(),
});
export type StaffGroupGiftRow = z.infer<typeof staffGroupGiftRowSchema>;

export const staffGroupGiftSchema = staffGroupGiftRowSchema.extend({
  recipientEmail: z.string().nullable(),
  occasion: z.string().nullable(),
  message: z.string().nullable(),
  /** The card design the organiser chose, which the pooled voucher is printed in. */
  design: staffCardDesignSchema,
  pooledCents: z.number().nullable(),
  voucher: z.object({ id: z.string(), certificateLast4: z.string(), valueCents: z.number() }).nullable(),
  sentAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  contributions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      anonymous: z.boolean(),
      message: z.string().nullable(),
      amountCents: z.number(),
      status: z.enum(['pending', 'accepted', 'failed', 'refund_pending', 'refunded']),
      payment: z.object({ provider: z.string(), providerRef: z.string().nullable(), status: z.string(), failureCode: z.string().nullable() }).nullable(),
      refunds: z.array(z.object({ id: z.string(), amountCents: z.number(), status: z.string(), reason: z.string().nullable(), createdAt: z.string() })),
      createdAt: z.string(),
    }),
  ),
});
export type StaffGroupGift = z.infer<typeof staffGroupGiftSchema>;
