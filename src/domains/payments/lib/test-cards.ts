/**
 * The built-in test gateway's cards, like a provider's test mode: the number decides what
 * happens. Any expiry date in the future and any three digits work. They are documented on the
 * checkout page when the test gateway is active; no real card is ever charged by it.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Asks for a second step (3-D Secure), which the buyer completes or fails on the bank's page. */
  needsAuthentication: '4000002760003184',
} as const;

/**
 * Every failure code the test gateway records: a declined or unknown card, a refused or abandoned
 * second step, a charge it never made, a payment method that is not a test card.
 */
export const TEST_GATEWAY_FAILURE_CODES = [
  'card_declined',
  'test_card_unknown',
  'authentication_failed',
  'canceled',
  'charge_not_found',
  'payment_method_not_supported',
] as const;

export type TestGatewayFailureCode = (typeof TEST_GATEWAY_FAILURE_CODES)[number];

export type TestCardBehaviour = 'succeeds' | 'declined' | 'needs_authentication' | 'unknown';

/** Digits only, so "4242 4242 4242 4242" and "4242-4242-…" are the same card. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

export function getTestCardBehaviour(cardNumber: string): TestCardBehaviour {
  switch (normalizeCardNumber(cardNumber)) {
    case TEST_CARDS.succeeds:
      return 'succeeds';
    case TEST_CARDS.declined:
      return 'declined';
    case TEST_CARDS.needsAuthentication:
      return 'needs_authentication';
    default:
      return 'unknown';
  }
}

/** Groups of four for reading: "4242 4242 4242 4242". */
export function formatCardNumber(cardNumber: string): string {
  return normalizeCardNumber(cardNumber).replace(/(\d{4})(?=\d)/g, '$1 ');
}
