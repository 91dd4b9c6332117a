// zod/mini: the gift page's and /order's forms check a personalisation with this in the browser,
// and the full zod API weighs ~30 kB gzipped there (docs/performance.md, R4).
import * as z from 'zod/mini';
import { paymentMethodFields } from '@/domains/payments/schemas';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_NAME_MAX_LENGTH } from '@/domains/vouchers/lib/voucher-text-limits';
import { localeSchema } from '@/i18n/locale';
import { idempotencyKeySchema } from '@/lib/idempotency-key';
import { CART_MAX_ITEMS, recipientTimeZones } from './lib/cart-item';
import type { CouponRefusal, OrderTotals } from './lib/order-totals';

// ── Gift personalisation (the gift page, the cart, /order) ──

/** How far ahead a voucher e-mail can be scheduled. */
export const GIFT_DELIVERY_MAX_DAYS_AHEAD = 365;


// Messages are keys of `form.giftPersonalisation.errors`, translated where they are shown.
const requiredText = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, tooLong));
const localDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid'));

/** Sent by e-mail to the recipient, at once or at an hour of a day in their time zone. */
const emailDeliverySchema = z.object({
  method: z.literal('email'),
  recipientEmail: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'emailRequired'), z.email('emailInvalid')),
  schedule: z.union([
    z.object({ when: z.literal('now') }),
    z.object({
      when: z.literal('scheduled'),
      date: localDate,
      hour: z.int('dateInvalid').check(z.gte(0, 'dateInvalid'), z.lte(23, 'dateInvalid')),
      timeZone: z.enum(recipientTimeZones),
    }),
  ]),
});

/** The voucher is e-mailed to the buyer, who prints it or hands it over. */
const printDeliverySchema = z.object({ method: z.literal('print') });

/**
 * What the buyer chooses on the gift page and can change on /order: who the voucher is for, the
 * message printed on it, and how it travels. Whether a scheduled date lies ahead is checked with
 * the clock (see lib/gift-delivery), so this schema stays a pure shape.
 */
const giftMessageAndDelivery = {
  message: requiredText(GIFT_MESSAGE_MAX_LENGTH, 'messageTooLong'),
  delivery: z.discriminatedUnion('method', [emailDeliverySchema, printDeliverySchema]),
};

/** One rule on the gift page and on /order: a voucher always names who it is for. */
export const giftPersonalisationSchema = z.object({
  recipientName: z.string().check(z.trim(), z.minLength(1, 'recipientNameRequired'), z.maxLength(GIFT_RECIPIENT_NAME_MAX_LENGTH, 'nameTooLong')),
  ...giftMessageAndDelivery,
});
export type GiftPersonalisation = z.infer<typeof giftPersonalisationSchema>;
export type GiftDelivery = GiftPersonalisation['delivery'];

// ── Cart ──

// The cart's line and its limits are in lib/cart-item.ts (plain checks: the browser reads the cart on every page).
export { recipientTimeZones } from './lib/cart-item';
export type { CartItem, RecipientTimeZone } from './lib/cart-item';

// ── Checkout (/order) ──

export const BUYER_NAME_MAX_LENGTH = 80;
export const COUPON_CODE_MAX_LENGTH = 40;

/** One gift line as the buyer confirms it on /order, with the price they were shown. */
export const checkoutLineSchema = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The price the buyer saw; a different price on the server stops the payment (the cart changed). */
  shownPriceCents: z.int().check(z.nonnegative()),
  personalisation: giftPersonalisationSchema,
  /** The language the recipient reads, their voucher e-mail and PDF are written in it; the buyer's when absent. */
  recipientLocale: z.optional(localeSchema),
  /** The card design the voucher is printed in (a published one, checked at payment); the classic card when absent. */
  designId: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64)))),
});

/**
 * Everything /order sends to pay. The idempotency key is made once per attempt in the browser: a
 * double click or a resubmitted form finds the order it already made instead of making another.
 */
export const checkoutSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  lines: z.array(checkoutLineSchema).check(z.minLength(1, 'cartEmpty'), z.maxLength(CART_MAX_ITEMS, 'cartTooLong')),
  buyerName: z.string().check(z.trim(), z.minLength(1, 'buyerNameRequired'), z.maxLength(BUYER_NAME_MAX_LENGTH, 'nameTooLong')),
  buyerEmail: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'emailRequired'), z.email('emailInvalid')),
  couponCode: z.optional(z.string().check(z.trim(), z.maxLength(COUPON_CODE_MAX_LENGTH, 'couponInvalid'))),
  /** SPEC §5: checkout requires ticking acceptance of the terms. */
  acceptTerms: z.literal(true, 'termsRequired'),
  notifyOnActivation: z.boolean(),
  /** The total the buyer saw; a different total on the server stops the payment. */
  shownTotalCents: z.int().check(z.nonnegative()),
  ...paymentMethodFields,
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** Asking the server for today's prices of a cart and a coupon, before paying. */
export const orderQuoteSchema = z.object({
  productIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(CART_MAX_ITEMS)),
  couponCode: z.optional(z.string().check(z.trim(), z.maxLength(COUPON_CODE_MAX_LENGTH))),
  buyerEmail: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
});
export type OrderQuoteInput = z.infer<typeof orderQuoteSchema>;

export type QuotedLine = {
  productId: string;
  slug: string | null;
  /** In the page's language; null when the gift no longer exists. */
  title: string | null;
  /** The title is the English one, for want of a translation. */
  titleUntranslated: boolean;
  /** Today's price; null when the gift no longer exists or is no longer sold. */
  priceCents: number | null;
  available: boolean;
};

export type CouponQuote =
  | { code: string; status: 'applied'; discountCents: number }
  /** `minimumOrderCents` is given when the order is too small for the coupon. */
  | { code: string; status: 'refused'; refusal: CouponRefusal; minimumOrderCents?: number };

/** What /order shows before paying: each gift at today's price, and whether the coupon applies. */
export type OrderQuote = { lines: QuotedLine[]; totals: OrderTotals; coupon: CouponQuote | null };

/** The receipt page's "send it to another address" for a voucher not sent yet. */
export const voucherRedirectSchema = z.object({
  orderNumber: z.string().check(z.minLength(1), z.maxLength(40)),
  accessKey: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  voucherId: z.string().check(z.minLength(1), z.maxLength(64)),
  recipientEmail: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'emailRequired'), z.email('emailInvalid')),
});

export type VoucherDeliveryStatus = 'scheduled' | 'queued' | 'sent' | 'failed';

/** What the receipt page shows: the order's totals and where each voucher's e-mail stands. */
export type OrderReceipt = {
  number: string;
  /** The receipt link's key, which the page's own forms send back. */
  accessKey: string;
  email: string;
  buyerName: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  couponCode: string | null;
  vouchers: {
    id: string;
    title: string;
    /** ['title'] when the title is the English one, for want of a translation (marked with its language). */
    untranslated: 'title'[];
    recipientName: string | null;
    valueCents: number;
    certificateLast4: string;
    printPath: string;
    /** `at` is shown in `timeZone`: the recipient's for a scheduled e-mail, else the shop's. */
    delivery: { status: VoucherDeliveryStatus; to: string; at: Date | null; timeZone: string };
  }[];
};

/** The receipt page's link to a voucher's PDF. */
export const voucherPdfQuerySchema = z.object({
  order: z.string().check(z.minLength(1), z.maxLength(40)),
  key: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  voucher: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** An order on the account page (the buyer's own). */
export type CustomerOrder = {
  number: string;
  status: 'PENDING' | 'PAID' | 'FULFILLED' | 'FAILED' | 'CANCELLED' | 'REFUNDED';
  totalCents: number;
  createdAt: Date;
  itemCount: number;
  /** The receipt page, for orders that have one (paid). */
  receiptPath: string | null;
};
