import 'server-only';
import type { PaymentGateway } from './gateway';
import { createTestGateway } from './test-gateway';

/** The gateway the environment selects (the test gateway unless Stripe is configured). */
export function getPaymentGateway(): PaymentGateway {
  return createTestGateway();
}

/** The checkout shows the test card form and its numbers only while the test gateway takes the money. */
export function isTestPaymentMode(): boolean {
  return getPaymentGateway().provider === 'TEST';
}
