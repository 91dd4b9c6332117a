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
