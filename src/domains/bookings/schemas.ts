// zod/mini: the booking widget and /booking/checkout load this in the browser.
import * as z from 'zod/mini';
import { routing } from '@/i18n/routing';
import { idempotencyKeySchema } from '@/lib/idempotency-key';
import type { CouponQuote } from '@/domains/orders/schemas';
import { COUPON_CODE_MAX_LENGTH } from '@/domains/orders/schemas';
import { paymentMethodFields } from '@/domains/payments/schemas';
import type { BookingPaymentPlan } from './lib/booking-payment';
import type { BookingPriceLine } from './lib/booking-price';
import type { CancellationPromise } from './lib/cancellation-terms';

export const BOOKING_MAX_AGE_BANDS = 10;
export const BOOKING_MAX_PER_AGE_BAND = 99;

/**
 * One experience, grade, local date and hour and party, as the booking widget sends it to price
 * it and checkout sends it to book it. The server checks it again against the experience's rules
 * (lead time, slots, age bands), which the schema cannot know. Messages are keys of
 * `form.booking.errors`.
 */
export const bookingSelectionSchema = z.object({
  productSlug: z.string().check(z.trim(), z.minLength(1, 'experienceRequired'), z.maxLength(200, 'experienceRequired')),
  tourGradeCode: z.string().check(z.trim(), z.minLength(1, 'tourGradeRequired'), z.maxLength(64, 'tourGradeRequired')),
  /** The experience's own local date. */
  travelDate: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'travelDateRequired')),
  /** The experience's own local "HH:MM"; null when it has no fixed start time. */
  startTime: z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'startTimeRequired'))),
  travellers: z
    .array(
      z.object({
        ageBandCode: z.string().check(z.minLength(1), z.maxLength(32)),
        count: z.int().check(z.minimum(0, 'travellersInvalid'), z.maximum(BOOKING_MAX_PER_AGE_BAND, 'travellersInvalid')),
      }),
    )
    .check(z.minLength(1, 'travellersRequired'), z.maxLength(BOOKING_MAX_AGE_BANDS, 'travellersInvalid')),
  /** The same coupons as orders, with the same terms. */
  couponCode: z.optional(z.string().check(z.trim(), z.maxLength(COUPON_CODE_MAX_LENGTH, 'couponInvalid'))),
});
export type BookingSelection = z.infer<typeof bookingSelectionSchema>;

/** One booking on /cancellation: what it is, when it starts (in its zone) and what cancelling it now gives back. */
export type UpcomingBooking = {
  id: string;
  reference: string;
  status: 'REQUESTED' | 'CONFIRMED';
  title: string;
  /** ['title'] when the title is the English one, for want of a translation (marked with its language). */
  untranslated: 'title'[];
  productSlug: string;
  tourGradeTitle: string;
  tourGradeTitleUntranslated: boolean;
  travellerCount: number;
  /** ISO instant; shown in `timeZone`, the experience's own. */
  startsAt: string;
  hasStartTime: boolean;
  timeZone: string;
  paidCents: number;
  cancellation:
    | { status: 'free'; refundCents: number; freeUntil: string }
    | { status: 'too_late'; freeUntil: string }
    | { status: 'non_refundable' };
};

const bookingIdSchema = z.string().check(z.minLength(1, 'bookingRequired'), z.maxLength(64, 'bookingRequired'));

const bookingReferenceSchema = z.string().check(z.minLength(1, 'linkInvalid'), z.maxLength(64, 'linkInvalid'));
/** The key of a booking e-mail's manage link (lib/booking-link.ts). */
const bookingAccessKeySchema = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'linkInvalid'));

/** The cancel button's input: which of the customer's bookings, and the e-mail link's key when opened without signing in. */
export const cancelBookingSchema = z.object({ bookingId: bookingIdSchema, accessKey: z.optional(bookingAccessKeySchema) });

/** /booking/manage's query: the booking, and the e-mail link's key (the signed-in owner needs none). */
export const manageBookingQuerySchema = z.object({ reference: bookingReferenceSchema, key: z.optional(bookingAccessKeySchema) });

/** `GET /api/bookings/calendar`: the booking's calendar file, for the holder of its key. */
export const bookingCalendarQuerySchema = z.object({ reference: bookingReferenceSchema, key: bookingAccessKeySchema });

/** How many travellers of one age band a booking carries, the band named in the page's language (`labelUntranslated`: still in English). */
export type BookedTravellers = { label: string; labelUntranslated: boolean; count: number };

/** /booking/manage: one booking, what it cost, and what cancelling or changing it now would do. */
export type ManagedBooking = {
  id: string;
  reference: string;
  status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
  productSlug: string;
  title: string;
  untranslated: 'title'[];
  tourGradeTitle: string;
  tourGradeTitleUntranslated: boolean;
  startsAt: Date;
  startTime: string | null;
  /** The experience's own zone: every time on the page is shown in it. */
  timeZone: string;
  travellers: BookedTravellers[];
  totalCents: number;
  fromBalanceCents: number;
  byCardCents: number;
  /** Free: cancelling gives back `refundCents`, and changing counts it towards the new choice. */
  cancellation: UpcomingBooking['cancellation'] | { status: 'not_active' };
  /** The key of the e-mail link: the calendar file and a cancellation by link carry it. */
  accessKey: string;
  /** The customer signed in is the booking's owner (changing it spends their balance, so it needs them). */
  ownerSignedIn: boolean;
};

export const STAFF_BOOKING_STATUSES = ['PENDING_PAYMENT', 'REQUESTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'FAILED'] as const;

const listNumber = (fallback: number, max: number, message: string) =>
  z._default(z.coerce.number().check(z.refine((value) => Number.isInteger(value), message), z.minimum(1, message), z.maximum(max, message)), fallback);

/** SPEC §7 list parameters of `GET /api/admin/bookings`: a status to filter by, `search` (reference or customer e-mail or name), `page` and `per_page`. */
export const staffBookingListParamsSchema = z.object({
  status: z.optional(z.enum(STAFF_BOOKING_STATUSES, 'Choose one of the booking statuses')),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Keep the search under 200 characters'))),
  page: listNumber(1, 10_000, 'The page is a whole number from 1'),
  per_page: listNumber(20, 100, 'per_page is a whole number from 1 to 100'),
});
export type StaffBookingListParams = z.infer<typeof staffBookingListParamsSchema>;

/** `POST /api/admin/bookings/{id}/decline`: the customer is told why. */
export const declineBookingSchema = z.object({
  reason: z.string('Give the reason the customer will read').check(
    z.trim(),
    z.minLength(1, 'Give the reason the customer will read'),
    z.maxLength(500, 'Keep the reason under 500 characters'),
  ),
});

/** One row of `GET /api/admin/bookings`, as the back office reads it. */
export const staffBookingRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(STAFF_BOOKING_STATUSES),
  serviceType: z.enum(['CUSTOM', 'VIATOR']),
  experience: z.object({ slug: z.string(), title: z.string(), timeZone: z.string() }),
  tourGradeCode: z.string(),
  travelDate: z.string(),
  startTime: z.nullable(z.string()),
  travellers: z.array(z.object({ ageBandCode: z.string(), count: z.number() })),
  totalCents: z.number(),
  customer: z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }),
  /** A request not answered by then is released to the customer's balance. */
  holdExpiresAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type StaffBookingRow = z.infer<typeof staffBookingRowSchema>;

/**
 * What /booking/checkout sends to book: the selection, the key made once per checkout page view
 * (a double click or a retry finds the booking it made), the terms, and, when the balance does not
 * cover the total, what pays the difference: the test gateway's card or Stripe's PaymentMethod, as
 * on /order.
 */
export const bookingCheckoutSchema = z.object({
  selection: bookingSelectionSchema,
  idempotencyKey: idempotencyKeySchema,
  termsAccepted: z.literal(true, 'termsRequired'),
  /** The quote's total on the screen: the server refuses to book at any other price (price_changed). */
  shownTotalCents: z.int().check(z.nonnegative()),
  ...paymentMethodFields,
});

/** The exchange screen's quote: which of the customer's bookings, and the new choice. */
export const bookingExchangeQuoteSchema = z.object({ bookingId: bookingIdSchema, selection: bookingSelectionSchema });

/** "Confirm the change": as a checkout, for one of the customer's bookings (no coupon on an exchange). */
export const bookingExchangeSchema = z.extend(bookingCheckoutSchema, { bookingId: bookingIdSchema });

/**
 * GET /api/bookings/{slug}/availability?month=YYYY-MM&locale=fr-CA: one month of an experience's
 * calendar, its zone names in the page's language.
 */
export const bookingAvailabilityQuerySchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,199}$/)),
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  locale: z.optional(z.enum(routing.locales)),
});
export type BookingAvailabilityQuery = z.infer<typeof bookingAvailabilityQuerySchema>;

/** The availability route's answer, as the widget reads it (a changed answer fails loudly). */
export const bookingAvailabilitySchema = z.object({
  productSlug: z.string(),
  serviceType: z.enum(['CUSTOM', 'VIATOR']),
  timeZone: z.string(),
  /** The zone's name in the page's language ("heure du Pacifique"), named on the server like the hours' labels. */
  timeZoneName: z.string(),
  firstBookableDate: z.string(),
  days: z.array(z.object({ date: z.string(), hours: z.array(z.object({ startTime: z.string(), timeZoneLabel: z.string(), remaining: z.int() })) })),
  maxTravellers: z.int(),
  requiresAdult: z.boolean(),
  /** Named in the page's language; `untranslated` lists the texts still in English (marked with their language). */
  ageBands: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      minAge: z.int(),
      maxAge: z.int(),
      minTravellers: z.int(),
      maxTravellers: z.nullable(z.int()),
      untranslated: z.array(z.literal('label')),
    }),
  ),
  tourGrades: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      title: z.string(),
      description: z.string(),
      pricesCents: z.record(z.string(), z.int()),
      untranslated: z.array(z.enum(['title', 'description'])),
    }),
  ),
});
export type BookingAvailabilityAnswer = z.infer<typeof bookingAvailabilitySchema>;

// What the booking server answers with, here so the pages' client components read the shapes
// without importing server code.

export type BookingQuote = {
  productSlug: string;
  title: string;
  untranslated: 'title'[];
  /** `request`: custom, staff answer within 1–3 days; `instant`: the supplier confirms at once. */
  confirmation: 'request' | 'instant';
  tourGradeCode: string;
  tourGradeTitle: string;
  /** The option's title is the English one, for want of a translation (marked with its language). */
  tourGradeTitleUntranslated: boolean;
  travelDate: string;
  startTime: string | null;
  timeZone: string;
  startsAt: Date;
  lines: BookingPriceLine[];
  /** Age band labels by code, for the lines, in the page's language. */
  ageBandLabels: Record<string, string>;
  /** The age bands whose label is the English one, for want of a translation. */
  untranslatedAgeBandCodes: string[];
  subtotalCents: number;
  discountCents: number;
  coupon: CouponQuote | null;
  /** What is paid: the subtotal less the coupon's discount (taxes included). */
  totalCents: number;
  balanceCents: number;
  /** Balance first, the card pays the rest (including tax). */
  payment: BookingPaymentPlan;
  /** Whether and until when cancelling is free, as the customer is told before paying. */
  cancellation: CancellationPromise;
  /**
   * The start and the end of free cancellation as text, formatted on the server in the
   * experience's zone and named with it: the browser never formats them with its own time-zone
   * data, so checkout, confirmation, e-mail and calendar file show one clock.
   */
  labels: { start: string; freeUntil: string | null };
};

export type BookingExchangeQuote = BookingQuote & {
  exchange: {
    bookingId: string;
    reference: string;
    title: string;
    untranslated: 'title'[];
    /** What the current booking counts for: everything paid for it. */
    creditCents: number;
    remainderToBalanceCents: number;
    differenceCents: number;
  };
};

export type BookingEstimate = { totalCents: number; timeZone: string; confirmation: 'request' | 'instant' };

export type BookingConfirmation = {
  reference: string;
  status: (typeof STAFF_BOOKING_STATUSES)[number];
  confirmation: 'request' | 'instant';
  productSlug: string;
  title: string;
  untranslated: 'title'[];
  tourGradeTitle: string;
  tourGradeTitleUntranslated: boolean;
  travelDate: string;
  startTime: string | null;
  timeZone: string;
  startsAt: Date;
  travellers: BookedTravellers[];
  totalCents: number;
  fromBalanceCents: number;
  byCardCents: number;
  declineReason: string | null;
  /**
   * The booking this one replaced: what that booking had paid covers this one first (`paidWithCents`,
   * already inside `fromBalanceCents`), and any rest went back to the balance.
   */
  exchangedFrom: { reference: string; paidWithCents: number; returnedToBalanceCents: number } | null;
  /** The booking that replaced this one (it then reads "exchanged", not "cancelled"). */
  exchangedToReference: string | null;
  /** The same selection's checkout address, to try again after a failed payment. */
  checkoutQuery: Record<string, string>;
};

export type CustomerBooking = {
  reference: string;
  status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
  title: string;
  untranslated: 'title'[];
  travelDate: string;
  startTime: string | null;
  timeZone: string;
  startsAt: Date;
  totalCents: number;
  /** The booking that replaced this one through an exchange. */
  exchangedToReference: string | null;
  /** Active and not started: it can be managed (cancelled, changed, added to a calendar). */
  upcoming: boolean;
};
