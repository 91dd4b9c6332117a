import { z } from 'zod';
import { parseDollarsToCents } from '@/lib/money';
import { staffVoucherSchema } from '@/domains/vouchers/staff-schemas';

/*
 * The back office's order inputs and answers. Full zod, in a file of its own: the cart loads
 * schemas.ts in the browser on every page, which stays on zod/mini (docs/performance.md, R4).
 */

export const ORDER_STATUSES = ['PENDING', 'PAID', 'FULFILLED', 'FAILED', 'CANCELLED', 'REFUNDED'] as const;

/** SPEC §7 list parameters: `page`, `per_page`, and `search` (order number, buyer e-mail, a certificate's last four characters). */
export const staffOrderListParamsSchema = z.object({
  page: z.coerce.number('The page is a whole number from 1').int('The page is a whole number from 1').min(1, 'The page is a whole number from 1').max(10_000).default(1),
  per_page: z.coerce.number('per_page is a whole number from 1 to 100').int('per_page is a whole number from 1 to 100').min(1, 'per_page is a whole number from 1 to 100').max(100, 'per_page is a whole number from 1 to 100').default(20),
  search: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
});
export type StaffOrderListParams = z.infer<typeof staffOrderListParamsSchema>;

/**
 * `POST /api/admin/orders/{id}/refund`: an amount up to what is left to refund, the reason, the
 * vouchers it takes out of use, and the key the screen made once for this refund (a retried
 * request is the same refund, never a second one).
 */
export const refundOrderSchema = z.object({
  amountCents: z.number('Enter the amount to refund').int('Enter whole cents').min(1, 'Refund at least $0.01'),
  reason: z.string('Give the reason for the refund').trim().min(1, 'Give the reason for the refund').max(500, 'Keep the reason under 500 characters'),
  voucherIds: z.array(z.string().min(1).max(64)).max(100).default([]),
  idempotencyKey: z.string('Send an idempotency key').trim().min(8, 'The idempotency key has 8 to 100 characters').max(100, 'The idempotency key has 8 to 100 characters'),
});
export type RefundOrderInput = z.input<typeof refundOrderSchema>;

/** The refund form: the amount in dollars as typed, checked against what is left to refund. */
export function createRefundFormSchema(refundableCents: number) {
  return z
    .object({ amount: z.string(), reason: refundOrderSchema.shape.reason, voucherIds: z.array(z.string()) })
    .superRefine((form, context) => {
      const cents = parseDollarsToCents(form.amount);
      if (cents === null || cents < 1) context.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount such as 25.00' });
      else if (cents > refundableCents) context.addIssue({ code: 'custom', path: ['amount'], message: 'That is more than is left to refund' });
    });
}
export type RefundForm = z.input<ReturnType<typeof createRefundFormSchema>>;

export const staffOrderRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  buyerName: z.string(),
  totalCents: z.number(),
  itemCount: z.number(),
  createdAt: z.string(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const staffOrderSchema = staffOrderRowSchema.extend({
  subtotalCents: z.number(),
  discountCents: z.number(),
  couponCode: z.string().nullable(),
  paidAt: z.string().nullable(),
  items: z.array(
    z.object({ id: z.string(), title: z.string(), unitPriceCents: z.number(), recipientName: z.string().nullable(), recipientEmail: z.string().nullable(), deliverAt: z.string().nullable() }),
  ),
  payment: z
    .object({
      id: z.string(),
      provider: z.string(),
      providerRef: z.string().nullable(),
      status: z.string(),
      amountCents: z.number(),
      failureCode: z.string().nullable(),
      /** Refunded or on its way back (pending refunds count: the money is promised). */
      refundedCents: z.number(),
      refundableCents: z.number(),
    })
    .nullable(),
  refunds: z.array(z.object({ id: z.string(), amountCents: z.number(), status: z.string(), reason: z.string().nullable(), createdAt: z.string() })),
  vouchers: z.array(staffVoucherSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const refundResultSchema = z.object({ id: z.string(), amountCents: z.number(), status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']), orderStatus: z.enum(ORDER_STATUSES) });
export type RefundResult = z.infer<typeof refundResultSchema>;
