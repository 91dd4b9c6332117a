import 'server-only';
import { getServerEnv } from '@/server/env';
import type { PaymentGateway } from './gateway';
import { createStripeGateway } from './stripe-gateway';
import { createTestGateway } from './test-gateway';

let cached: PaymentGateway | undefined;

/** The gateway PAYMENT_GATEWAY names; one per process, so Stripe's client reuses its connections. */
export function getPaymentGateway(): PaymentGateway {
  if (cached) return cached;
  const payments = getServerEnv().PAYMENTS;
  cached =
    payments.gateway === 'stripe'
      ? createStripeGateway({ secretKey: payments.secretKey, apiBaseUrl: payments.apiBaseUrl })
      : createTestGateway();
  return cached;
}

/** The checkout shows the test card form and its numbers only while the test gateway takes the money. */
export function isTestPaymentMode(): boolean {
  return getServerEnv().PAYMENTS.gateway === 'test';
}
