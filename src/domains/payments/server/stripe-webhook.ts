import 'server-only';
import Stripe from 'stripe';
import { AppError } from '@/server/errors';
import type { RefundOutcome } from './gateway';
import { toRefundStatus } from './stripe-gateway';

/** A Stripe event reduced to what the shop acts on. Dedupe on `eventId` with `recordWebhookEventOnce`. */
export type StripePaymentEvent = {
  eventId: string;
  type: 'payment_succeeded' | 'payment_failed' | 'refund_updated' | 'ignored';
  /** The PaymentIntent the event concerns (our `Payment.providerRef`); null when ignored. */
  providerRef: string | null;
  /** The decline code of a failed payment, or the reason a refund failed. */
  failureCode: string | null;
  /** The refund itself (our `Refund.providerRef`), for refund.* events; charge.refunded carries none. */
  refund: { providerRef: string; status: RefundOutcome['status'] } | null;
};

/** A missing or wrong `Stripe-Signature`: the route answers 400, and Stripe keeps retrying a genuine event. */
export class StripeWebhookSignatureError extends AppError {
  constructor(message: string, cause?: unknown) {
    super('invalid_input', message, undefined, { cause });
    this.name = 'StripeWebhookSignatureError';
  }
}

/**
 * Checks the signature over the exact bytes Stripe sent (so the route must read the raw body, not
 * re-serialised JSON) and the timestamp's age (Stripe's default tolerance, 5 minutes, against replays).
 */
export function verifyStripeWebhook(rawBody: string, signatureHeader: string | null, webhookSecret: string): StripePaymentEvent {
  if (!signatureHeader) throw new StripeWebhookSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new StripeWebhookSignatureError('Invalid Stripe-Signature', error);
    }
    // A correctly signed body that is not JSON is Stripe's problem, but still a refused request.
    throw new StripeWebhookSignatureError('Unreadable Stripe webhook body', error);
  }
  return toPaymentEvent(event);
}

function toPaymentEvent(event: Stripe.Event): StripePaymentEvent {
  const ignored: StripePaymentEvent = { eventId: event.id, type: 'ignored', providerRef: null, failureCode: null, refund: null };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { ...ignored, type: 'payment_succeeded', providerRef: event.data.object.id };
    case 'payment_intent.payment_failed': {
      const lastError = event.data.object.last_payment_error;
      return {
        ...ignored,
        type: 'payment_failed',
        providerRef: event.data.object.id,
        failureCode: lastError?.decline_code ?? lastError?.code ?? 'payment_failed',
      };
    }
    case 'charge.refunded':
      return { ...ignored, type: 'refund_updated', providerRef: toId(event.data.object.payment_intent) };
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const refund = event.data.object;
      const status = toRefundStatus(refund.status);
      return {
        ...ignored,
        type: 'refund_updated',
        providerRef: toId(refund.payment_intent),
        failureCode: status === 'failed' ? (refund.failure_reason ?? 'refund_failed') : null,
        refund: { providerRef: refund.id, status },
      };
    }
    default:
      return ignored;
  }
}

function toId(reference: string | { id: string } | null): string | null {
  return typeof reference === 'string' ? reference : (reference?.id ?? null);
}
