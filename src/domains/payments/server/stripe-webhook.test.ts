import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { verifyStripeWebhook } from './stripe-webhook';

const secret = 'whsec_unit_test';

function signed(type: string, object: Record<string, unknown>): [string, string] {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, created: 1, livemode: false, pending_webhooks: 1, request: null, data: { object } });
  return [payload, Stripe.webhooks.generateTestHeaderString({ payload, secret })];
}

describe('verifyStripeWebhook', () => {
  it.each([
    [
      'a failed payment without a decline code, by its error code',
      signed('payment_intent.payment_failed', { id: 'pi_1', object: 'payment_intent', last_payment_error: { type: 'card_error', code: 'expired_card' } }),
      { type: 'payment_failed', providerRef: 'pi_1', failureCode: 'expired_card', refund: null },
    ],
    [
      'a fully refunded charge, by its payment',
      signed('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', refunded: true }),
      { type: 'refund_updated', providerRef: 'pi_1', failureCode: null, refund: null },
    ],
    [
      'a refund that failed, with its reason',
      signed('refund.failed', { id: 're_1', object: 'refund', payment_intent: 'pi_1', status: 'failed', failure_reason: 'expired_or_canceled_card' }),
      { type: 'refund_updated', providerRef: 'pi_1', failureCode: 'expired_or_canceled_card', refund: { providerRef: 're_1', status: 'failed' } },
    ],
    [
      'a refund still on its way',
      signed('refund.updated', { id: 're_1', object: 'refund', payment_intent: 'pi_1', status: 'pending' }),
      { type: 'refund_updated', providerRef: 'pi_1', failureCode: null, refund: { providerRef: 're_1', status: 'pending' } },
    ],
    ['anything else, as ignored', signed('customer.created', { id: 'cus_1', object: 'customer' }), { type: 'ignored', providerRef: null }],
  ])('reads %s', (_, [payload, header], expected) => {
    expect(verifyStripeWebhook(payload, header, secret)).toMatchObject({ eventId: 'evt_1', ...expected });
  });

  it('refuses a signature older than Stripe\'s tolerance, so a captured delivery cannot be replayed later', () => {
    const [payload] = signed('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(() => verifyStripeWebhook(payload, old, secret)).toThrow(/Invalid Stripe-Signature/);
  });
});
