// zod/mini: both checkouts load this in the browser.
import * as z from 'zod/mini';
import { CARD_CVC_FORMAT } from './lib/card-rule';

/** The test gateway's card form; Stripe's card details never reach the shop. */
const testCardSchema = z.object({
  cardNumber: z.string().check(z.trim(), z.regex(/^[\d\s-]{12,23}$/, 'cardNumberInvalid')),
  expiry: z.string().check(z.trim(), z.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'cardExpiryInvalid')),
  cvc: z.string().check(z.trim(), z.regex(CARD_CVC_FORMAT, 'cardCvcInvalid')),
});

/** Stripe: the PaymentMethod Stripe.js made in the browser (or a `pm_card_…` test method). */
const stripePaymentMethodIdSchema = z.string().check(z.regex(/^pm_[A-Za-z0-9_]{1,200}$/));

/**
 * What pays at either checkout, for whichever gateway is on: the test gateway's card (the default)
 * or Stripe's PaymentMethod. Neither when nothing is left to pay by card.
 */
export const paymentMethodFields = {
  card: z.optional(testCardSchema),
  stripePaymentMethodId: z.optional(stripePaymentMethodIdSchema),
};
