import { z } from 'zod';
import { parseDollarsToCents } from '@/lib/money';
import { SERVED_PICTURE_PATH } from '@/lib/site-address';
import { translationTextSchema } from '@/lib/translation-input';
import { GIFT_DESIGN_NAME_MAX_LENGTH } from './lib/gift-designs';

/*
 * The back office's voucher inputs and answers. Full zod, in a file of its own: the storefront's
 * activation form loads schemas.ts, which stays on zod/mini (docs/performance.md, R4).
 */

export const VOUCHER_STATUSES = ['ISSUED', 'ACTIVATED', 'VOID', 'REFUNDED'] as const;

/** SPEC §7 list parameters: `page`, `per_page`, and `search` (last four characters, recipient, order number). */
export const staffVoucherListParamsSchema = z.object({
  page: z.coerce.number('The page is a whole number from 1').int('The page is a whole number from 1').min(1, 'The page is a whole number from 1').max(10_000).default(1),
  per_page: z.coerce.number('per_page is a whole number from 1 to 100').int('per_page is a whole number from 1 to 100').min(1, 'per_page is a whole number from 1 to 100').max(100, 'per_page is a whole number from 1 to 100').default(20),
  search: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
});
export type StaffVoucherListParams = z.infer<typeof staffVoucherListParamsSchema>;

const emailField = z
  .string('Enter an e-mail address')
  .trim()
  .toLowerCase()
  .min(1, 'Enter an e-mail address')
  .max(254, 'Enter a valid e-mail address')
  .pipe(z.email('Enter a valid e-mail address'));

const reasonField = (required: string) => z.string(required).trim().min(1, required).max(500, 'Keep it under 500 characters');

/** `POST /api/admin/vouchers/{id}/void`: the reason stays in the voucher's history. */
export const voidVoucherSchema = z.object({ reason: reasonField('Give the reason this voucher is voided') });
export type VoidVoucherInput = z.infer<typeof voidVoucherSchema>;

/** `POST /api/admin/vouchers/{id}/resend`: to the same address, or to a corrected one. */
export const resendVoucherSchema = z.object({ email: emailField.optional() });
export type ResendVoucherInput = z.infer<typeof resendVoucherSchema>;

/** The resend form: an empty address means the one the voucher already goes to. */
export const resendVoucherFormSchema = z.object({ email: z.union([z.literal(''), emailField]) });

export const MAX_VOUCHER_VALUE_CENTS = 1_000_000;

const issueFields = {
  /** A gift voucher product of the catalogue: the voucher is worth its price and carries its title. */
  productId: z.string().trim().min(1, 'Choose a gift').max(64, 'Choose a gift').optional(),
  /** Or a plain value, in cents. */
  valueCents: z
    .number('Enter the value in cents')
    .int('Enter whole cents')
    .min(100, 'A voucher is worth at least $1.00')
    .max(MAX_VOUCHER_VALUE_CENTS, 'A voucher is worth at most $10,000.00')
    .optional(),
  /** The card design it is printed in; none: the classic card. */
  designId: z.string().trim().min(1, 'Choose a card design').max(64, 'Choose a card design').optional(),
  /** Shown to the recipient in the e-mail. */
  message: z.string().trim().max(500, 'Keep the message under 500 characters').optional(),
  /** Why staff issued it (a corporate order, an apology): kept in the history and the audit log. */
  note: reasonField('Say why these vouchers are issued'),
};

type GiftOrValue = { productId?: string; valueCents?: number };

/** Exactly one of a gift or a value. */
function refineGiftOrValue(input: GiftOrValue, context: z.RefinementCtx): void {
  if ((input.productId === undefined) === (input.valueCents === undefined)) {
    context.addIssue({ code: 'custom', path: ['productId'], message: 'Choose a gift or enter a value, not both' });
  }
}

export const recipientSchema = z.object({
  name: z.string('Enter the recipient’s name').trim().min(1, 'Enter the recipient’s name').max(100, 'Keep the name under 100 characters'),
  email: emailField,
  message: z.string().trim().max(500, 'Keep the message under 500 characters').optional(),
});
export type VoucherRecipient = z.infer<typeof recipientSchema>;

/** `POST /api/admin/vouchers/issue`: one voucher, by hand. */
export const issueVoucherSchema = z
  .object({ ...issueFields, recipientName: recipientSchema.shape.name, recipientEmail: emailField })
  .superRefine(refineGiftOrValue);
export type IssueVoucherInput = z.infer<typeof issueVoucherSchema>;

export const MAX_BULK_RECIPIENTS = 500;
export const MAX_BULK_CSV_BYTES = 256 * 1024;

/** `POST /api/admin/vouchers/issue-bulk` (multipart): the CSV's text and the batch's fields. */
export const issueVoucherBatchSchema = z
  .object({
    ...issueFields,
    csv: z.string('Choose a CSV file').min(1, 'The CSV file is empty').max(MAX_BULK_CSV_BYTES, 'The CSV file must be under 256 kB'),
  })
  .superRefine(refineGiftOrValue);
export type IssueVoucherBatchInput = z.infer<typeof issueVoucherBatchSchema>;

/** The fields both forms share; an empty design is the classic card. */
const worthFormFields = { source: z.enum(['product', 'value']), productId: z.string(), value: z.string(), designId: z.string() };

/** A gift chosen from the list, or a typed dollar value in range. */
function refineWorthForm(form: { source: 'product' | 'value'; productId: string; value: string }, context: z.RefinementCtx): void {
  if (form.source === 'product' && !form.productId) context.addIssue({ code: 'custom', path: ['productId'], message: 'Choose a gift' });
  if (form.source === 'value') {
    const cents = parseDollarsToCents(form.value);
    if (cents === null || cents < 100 || cents > MAX_VOUCHER_VALUE_CENTS) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'Enter an amount from $1.00 to $10,000.00' });
    }
  }
}

/** The form for one voucher. */
export const issueVoucherFormSchema = z
  .object({ ...worthFormFields, recipientName: recipientSchema.shape.name, recipientEmail: emailField, message: issueFields.message, note: issueFields.note })
  .superRefine(refineWorthForm);

/** The form for a batch: the recipients come from its CSV file. */
export const issueVoucherBatchFormSchema = z.object({ ...worthFormFields, message: issueFields.message, note: issueFields.note }).superRefine(refineWorthForm);

// ── Answers ──

export const voucherDeliveryStatuses = ['scheduled', 'queued', 'sent', 'failed', 'cancelled', 'none'] as const;

export const staffVoucherRowSchema = z.object({
  id: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  valueCents: z.number(),
  certificateLast4: z.string(),
  title: z.string(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  order: z.object({ id: z.string(), number: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StaffVoucherRow = z.infer<typeof staffVoucherRowSchema>;

/** A card design as the back office names it (null: the classic card); a deleted design still prints the vouchers that chose it. */
export const staffCardDesignSchema = z.object({ name: z.string(), deleted: z.boolean() }).nullable();
export type StaffCardDesign = z.infer<typeof staffCardDesignSchema>;

export const staffVoucherSchema = staffVoucherRowSchema.extend({
  giftMessage: z.string().nullable(),
  /** The card design it is printed in. */
  design: staffCardDesignSchema,
  activatedAt: z.string().nullable(),
  activatedBy: z.string().nullable(),
  delivery: z.object({ status: z.enum(voucherDeliveryStatuses), to: z.string().nullable(), at: z.string().nullable() }),
  events: z.array(z.object({ id: z.string(), kind: z.string(), summary: z.string(), staff: z.string().nullable(), createdAt: z.string() })),
});
export type StaffVoucher = z.infer<typeof staffVoucherSchema>;

export const issuedVoucherSchema = z.object({ id: z.string(), certificateLast4: z.string(), valueCents: z.number(), recipientEmail: z.string() });
export type IssuedVoucher = z.infer<typeof issuedVoucherSchema>;

export const liabilityMonthSchema = z.object({
  /** `YYYY-MM`, in the shop's time zone. */
  month: z.string(),
  vouchersIssuedCents: z.number(),
  vouchersActivatedCents: z.number(),
  vouchersCancelledCents: z.number(),
  /** At the month's end. */
  outstandingVouchersCents: z.number(),
  balanceCreditsCents: z.number(),
  balanceDebitsCents: z.number(),
  /** At the month's end. */
  customerBalancesCents: z.number(),
  liabilityCents: z.number(),
});
export type LiabilityMonth = z.infer<typeof liabilityMonthSchema>;

export const liabilityReportSchema = z.object({
  data: z.array(liabilityMonthSchema),
  totals: z.object({
    outstandingVouchersCents: z.number(),
    outstandingVoucherCount: z.number(),
    customerBalancesCents: z.number(),
    /** Collected by group gifts still open: owed as their voucher, or as refunds. */
    openGroupGiftsCents: z.number(),
    openGroupGiftCount: z.number(),
    liabilityCents: z.number(),
  }),
});
export type LiabilityReport = z.infer<typeof liabilityReportSchema>;

// ── Card designs (issue 27) ──

const designName = z.string('Enter the name').trim().min(1, 'Enter the name').max(GIFT_DESIGN_NAME_MAX_LENGTH, `Keep the name under ${GIFT_DESIGN_NAME_MAX_LENGTH} characters`);

/** A design's fields as staff save them: the English name, an uploaded picture, the occasions it suits, shown or not. */
export const giftDesignInputSchema = z.object({
  name: designName,
  imageUrl: z
    .string('Upload the artwork')
    .trim()
    .min(1, 'Upload the artwork')
    .max(500)
    // The PDF reads the art from the shop's own storage, so only an uploaded picture will do.
    .refine((url) => url.startsWith('/uploads/') && SERVED_PICTURE_PATH.test(url), 'Upload the artwork here (an address from another site cannot be printed)'),
  occasionTagIds: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  published: z.boolean().default(false),
});
export type GiftDesignInput = z.infer<typeof giftDesignInputSchema>;

/** `PUT /api/admin/gift-designs/order`: every design's id, in the order the shop offers them. */
export const giftDesignOrderSchema = z.object({ ids: z.array(z.string().trim().min(1).max(64)).min(1, 'Send the designs in their new order').max(200) });

/** `PUT /api/admin/gift-designs/{id}/translations/{locale}`. */
export const giftDesignTranslationInputSchema = z.object({ name: translationTextSchema(GIFT_DESIGN_NAME_MAX_LENGTH) });

export const staffGiftDesignSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  sortOrder: z.number(),
  published: z.boolean(),
  occasions: z.array(z.object({ id: z.string(), name: z.string() })),
  /** How many vouchers are printed in it: a design in use is kept for them when staff delete it. */
  voucherCount: z.number(),
  updatedAt: z.string(),
});
export type StaffGiftDesign = z.infer<typeof staffGiftDesignSchema>;

export const giftDesignTranslationSchema = z.object({ locale: z.string(), name: z.string().nullable() });

/** The occasions a design can suit: the Gift Finder's (ADR 0010). */
export const designOccasionSchema = z.object({ id: z.string(), name: z.string() });
