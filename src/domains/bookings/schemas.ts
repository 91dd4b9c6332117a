// zod/mini: the booking widget and /booking/checkout load this in the browser.
import * as z from 'zod/mini';
import { COUPON_CODE_MAX_LENGTH } from '@/domains/orders/schemas';

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
