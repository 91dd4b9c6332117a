// zod/mini: the browser reads the cart back with this on every page, and the full zod API
// weighs ~30 kB gzipped there (docs/performance.md, R4).
import * as z from 'zod/mini';

// ── Gift personalisation (the gift page, the cart, /order) ──

export const GIFT_RECIPIENT_NAME_MAX_LENGTH = 60;
export const GIFT_MESSAGE_MAX_LENGTH = 300;
/** How far ahead a voucher e-mail can be scheduled. */
export const GIFT_DELIVERY_MAX_DAYS_AHEAD = 365;

/** Canada's time zones, for the hour a scheduled voucher e-mail goes out at. */
export const recipientTimeZones = [
  'America/Vancouver',
  'America/Edmonton',
  'America/Winnipeg',
  'America/Regina',
  'America/Toronto',
  'America/Halifax',
  'America/St_Johns',
] as const;
export type RecipientTimeZone = (typeof recipientTimeZones)[number];

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
export const giftPersonalisationSchema = z.object({
  recipientName: requiredText(GIFT_RECIPIENT_NAME_MAX_LENGTH, 'nameTooLong'),
  message: requiredText(GIFT_MESSAGE_MAX_LENGTH, 'messageTooLong'),
  delivery: z.discriminatedUnion('method', [emailDeliverySchema, printDeliverySchema]),
});
export type GiftPersonalisation = z.infer<typeof giftPersonalisationSchema>;
export type GiftDelivery = GiftPersonalisation['delivery'];

// ── Cart ──

/** SPEC §3 cart item: one line as the browser keeps it and as checkout will receive it. */
export const cartItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  /** Cents, tax included. */
  price: z.int().check(z.nonnegative()),
  image: z.nullable(z.object({ uri: z.string() })),
  tourGradeCode: z.optional(z.string()),
  /** Local date of the experience, YYYY-MM-DD. */
  travelDate: z.optional(z.string()),
  ageBandsCount: z.optional(z.array(z.object({ ageBandCode: z.string(), count: z.int().check(z.nonnegative()) }))),
  maxTravelersCount: z.optional(z.int().check(z.positive())),
  provider: z.nullable(z.string()),
  /** Gifts: chosen on the gift page, or later on /order. */
  personalisation: z.optional(giftPersonalisationSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;
