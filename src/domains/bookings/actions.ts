'use server';

import type { ActionResult } from '@/lib/action-result';
import { isCardExpiryCurrent } from '@/domains/payments/lib/card-rule';
import { runAction } from '@/server/action-result';
import { getCustomerUserId } from '@/domains/accounts/server/customer-session';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import {
  bookingCheckoutSchema,
  bookingExchangeQuoteSchema,
  bookingExchangeSchema,
  bookingSelectionSchema,
  type BookingEstimate,
  type BookingExchangeQuote,
  type BookingQuote,
} from './schemas';
import { placeBooking } from './server/checkout';
import { exchangeBooking, quoteBookingExchange } from './server/exchange';
import { estimateBooking, quoteBooking } from './server/quote';
import { getLocale } from 'next-intl/server';

const namespace = 'form.booking';

async function readSignedInCustomer(): Promise<string> {
  const userId = await getCustomerUserId();
  if (!userId) throw new AppError('unauthorized', 'Please sign in again.');
  return userId;
}

/** The booking widget's live price, for guests too. */
export async function estimateBookingAction(input: unknown): Promise<ActionResult<BookingEstimate>> {
  return runAction(() => estimateBooking(parseInput(bookingSelectionSchema, input)), { namespace });
}

/** /booking/checkout's summary: the total, what the balance covers and what the card must pay. */
export async function quoteBookingAction(input: unknown): Promise<ActionResult<BookingQuote>> {
  return runAction(async () => quoteBooking(parseInput(bookingSelectionSchema, input), { userId: await readSignedInCustomer(), locale: await getLocale() }), { namespace });
}

/** `booked`: the booking stands (not a declined card or a refused departure, whose page says why). */
export type BookingCheckoutResult = { status: 'done'; confirmationPath: string; reference: string; booked: boolean } | { status: 'requires_action'; nextActionUrl: string };

function getConfirmationPath(reference: string): string {
  return `/booking/confirmation?${new URLSearchParams({ reference })}`;
}

/**
 * "Confirm booking" / "Continue": books from the balance first, the card for the rest. A booking
 * the card or the supplier could not complete still has its page (the not-enough-money variant),
 * so the customer is sent there instead of being left with an error.
 */
export async function placeBookingAction(input: unknown): Promise<ActionResult<BookingCheckoutResult>> {
  return runAction(
    async () => {
      const userId = await readSignedInCustomer();
      const { selection, idempotencyKey, termsAccepted, shownTotalCents, card, stripePaymentMethodId } = parseInput(bookingCheckoutSchema, input);
      if (card && !isCardExpiryCurrent(card.expiry, new Date())) throw new AppError('invalid_input', 'Some fields need attention.', { 'card.expiry': ['cardExpired'] });
      const payment = card || stripePaymentMethodId ? { card, stripePaymentMethodId } : undefined;
      const outcome = await placeBooking(selection, { userId, idempotencyKey, termsAccepted, shownTotalCents, payment });
      if (outcome.status === 'requires_action') return { status: 'requires_action', nextActionUrl: outcome.nextActionUrl };
      // A declined card or a refused departure ended the booking too: its confirmation page says why.
      return { status: 'done', confirmationPath: getConfirmationPath(outcome.reference), reference: outcome.reference, booked: outcome.status !== 'failed' };
    },
    { namespace },
  );
}

/** The exchange screen's figures for a new choice, from the server (SPEC §4). */
export async function quoteBookingExchangeAction(input: unknown): Promise<ActionResult<BookingExchangeQuote>> {
  return runAction(
    async () => {
      const userId = await readSignedInCustomer();
      const { bookingId, selection } = parseInput(bookingExchangeQuoteSchema, input);
      return quoteBookingExchange(bookingId, selection, { userId, locale: await getLocale() });
    },
    { namespace },
  );
}

/**
 * "Confirm the change": moves the customer's booking to the new choice, the card paying what the
 * balance does not. A declined card changed nothing, so the form says so and stays.
 */
export async function exchangeBookingAction(input: unknown): Promise<ActionResult<BookingCheckoutResult>> {
  return runAction(
    async () => {
      const userId = await readSignedInCustomer();
      const { bookingId, selection, idempotencyKey, shownTotalCents, card, stripePaymentMethodId } = parseInput(bookingExchangeSchema, input);
      if (card && !isCardExpiryCurrent(card.expiry, new Date())) throw new AppError('invalid_input', 'Some fields need attention.', { 'card.expiry': ['cardExpired'] });
      const payment = card || stripePaymentMethodId ? { card, stripePaymentMethodId } : undefined;
      const outcome = await exchangeBooking(bookingId, selection, { userId, idempotencyKey, shownTotalCents, payment });
      if (outcome.status === 'requires_action') return { status: 'requires_action', nextActionUrl: outcome.nextActionUrl };
      return { status: 'done', confirmationPath: getConfirmationPath(outcome.reference), reference: outcome.reference, booked: true };
    },
    { namespace },
  );
}
