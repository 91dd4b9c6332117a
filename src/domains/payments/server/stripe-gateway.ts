import 'server-only';
import Stripe from 'stripe';
import { getServerEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import type { ChargeOutcome, PaymentGateway, RefundOutcome } from './gateway';

export type StripeGatewayOptions = {
  secretKey: string;
  /** Another API host (stripe-mock, a test's fake), e.g. `http://127.0.0.1:12111`; unset: api.stripe.com. */
  apiBaseUrl?: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
  /** What the shop's own return paths are resolved against (Stripe takes only absolute URLs); unset: SITE_URL. */
  siteUrl?: string;
};

// A buyer waits on checkout: two attempts of 20 s end before a typical 60 s proxy timeout.
// Every POST carries our idempotency key, so the client's own retry can never charge twice.
const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_NETWORK_RETRIES = 1;
// Sent as Retry-After with the `unavailable` errors below.
const RETRY_AFTER_SECONDS = 5;

function toClientHost(apiBaseUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Payment Intents confirmed on the server; 3-D Secure goes through Stripe's redirect page. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
    ...(options.apiBaseUrl ? toClientHost(options.apiBaseUrl) : {}),
  });

  async function retrieveCharge(providerRef: string): Promise<ChargeOutcome> {
    try {
      return toChargeOutcome(await stripe.paymentIntents.retrieve(providerRef));
    } catch (error) {
      throw toAppError(error);
    }
  }

  return {
    provider: 'STRIPE',

    async createCharge(input) {
      if (input.paymentMethod.type !== 'stripe_payment_method') {
        throw new AppError('invalid_input', 'Stripe takes a PaymentMethod id, not a test card number');
      }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            payment_method: input.paymentMethod.paymentMethodId,
            confirm: true,
            // Cards only: they settle at once, so an intent is never left `processing` for days.
            allowed_payment_method_types: ['card'],
            // Without Stripe.js on the page, 3-D Secure must come back as a URL to send the buyer to.
            use_stripe_sdk: false,
            return_url: new URL(input.returnUrl, options.siteUrl ?? getServerEnv().SITE_URL).toString(),
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toChargeOutcome(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: 'failed', providerRef: error.payment_intent?.id ?? null, failureCode: error.decline_code ?? error.code ?? 'card_declined' };
        }
        // The browser's PaymentMethod is unknown, used up or unfit: the buyer can try another card.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') {
          return { status: 'failed', providerRef: error.payment_intent?.id ?? null, failureCode: error.code ?? 'invalid_payment_method' };
        }
        throw toAppError(error);
      }
    },

    retrieveCharge,

    async cancelCharge(providerRef) {
      try {
        return toChargeOutcome(await stripe.paymentIntents.cancel(providerRef, { cancellation_reason: 'abandoned' }));
      } catch (error) {
        // Stripe refuses to cancel an intent that succeeded (or was cancelled) meanwhile: how it stands is the answer.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return retrieveCharge(providerRef);
        throw toAppError(error);
      }
    },

    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.providerRef, amount: input.amountCents },
          { idempotencyKey: input.idempotencyKey },
        );
        return { status: toRefundStatus(refund.status), providerRef: refund.id };
      } catch (error) {
        throw toAppError(error);
      }
    },
  };
}

function toChargeOutcome(intent: Stripe.PaymentIntent): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerRef: intent.id };
    case 'requires_action': {
      const url = intent.next_action?.redirect_to_url?.url;
      if (url) return { status: 'requires_action', providerRef: intent.id, nextActionUrl: url };
      // Another kind of next step (a QR code, bank details) cannot be shown by this shop.
      return { status: 'failed', providerRef: intent.id, failureCode: `unsupported_next_action:${intent.next_action?.type ?? 'none'}` };
    }
    case 'requires_payment_method': {
      // Where a confirmation that failed (declined, 3-D Secure refused) leaves an intent.
      const lastError = intent.last_payment_error;
      return { status: 'failed', providerRef: intent.id, failureCode: lastError?.decline_code ?? lastError?.code ?? 'requires_payment_method' };
    }
    case 'canceled':
      return { status: 'failed', providerRef: intent.id, failureCode: intent.cancellation_reason ?? 'canceled' };
    case 'processing':
      // Cards leave `processing` within seconds; asking again (or the webhook) settles it.
      throw new AppError('unavailable', 'The payment is still processing', undefined, { retryAfterSeconds: RETRY_AFTER_SECONDS });
    default:
      // requires_confirmation and requires_capture cannot follow confirm=true with automatic capture.
      throw new AppError('internal', `Unexpected PaymentIntent status ${intent.status} for ${intent.id}`);
  }
}

/** Stripe's refund states in ours: `requires_action` (rare, non-card) waits like `pending`. */
export function toRefundStatus(status: string | null): RefundOutcome['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/**
 * Stripe unreachable, timing out, overloaded or failing on its side: `unavailable`, which callers
 * retry with the same idempotency key (the same charge, never a second one). Anything else is
 * our mistake (bad key, bad parameters, a reused key with other parameters) and is not retried.
 */
function toAppError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const retryable =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500;
  if (retryable) {
    return new AppError('unavailable', 'The payment provider could not be reached', undefined, {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
      cause: error,
    });
  }
  if (error.statusCode === 404) return new AppError('not_found', 'No such payment at the payment provider', undefined, { cause: error });
  return new AppError('internal', `The payment provider refused the request (${error.type})`, undefined, { cause: error });
}
