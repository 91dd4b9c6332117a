import { TEST_GATEWAY_FAILURE_CODES, type TestGatewayFailureCode } from './test-cards';

/** The sentences a declined payment can show: keys of `serverErrors.declines` in the messages. */
export const DECLINE_MESSAGE_KEYS = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_details',
  'authentication_failed',
  'try_again_later',
  'card_not_supported',
  'payment_canceled',
  'test_card_unknown',
] as const;

export type DeclineMessageKey = (typeof DECLINE_MESSAGE_KEYS)[number];

const testGatewayDeclines: Record<TestGatewayFailureCode, DeclineMessageKey> = {
  card_declined: 'card_declined',
  test_card_unknown: 'test_card_unknown',
  authentication_failed: 'authentication_failed',
  canceled: 'payment_canceled',
  charge_not_found: 'payment_canceled',
  payment_method_not_supported: 'card_not_supported',
};

/**
 * Stripe's decline codes (stripe.com/docs/declines/codes), the card error codes it answers when
 * there is no decline code, and the failure codes the Stripe gateway makes itself. Codes that hint
 * at fraud (lost, stolen, fraudulent…) get the plain "declined" sentence, as Stripe advises.
 */
export const STRIPE_DECLINES: Readonly<Record<string, DeclineMessageKey>> = {
  approve_with_id: 'try_again_later',
  authentication_required: 'authentication_failed',
  call_issuer: 'card_declined',
  card_declined: 'card_declined',
  card_not_supported: 'card_not_supported',
  card_velocity_exceeded: 'card_declined',
  currency_not_supported: 'card_not_supported',
  do_not_honor: 'card_declined',
  do_not_try_again: 'card_declined',
  duplicate_transaction: 'card_declined',
  expired_card: 'expired_card',
  fraudulent: 'card_declined',
  generic_decline: 'card_declined',
  incorrect_cvc: 'incorrect_details',
  incorrect_number: 'incorrect_details',
  incorrect_pin: 'incorrect_details',
  incorrect_zip: 'incorrect_details',
  insufficient_funds: 'insufficient_funds',
  invalid_account: 'card_declined',
  invalid_amount: 'card_not_supported',
  invalid_cvc: 'incorrect_details',
  invalid_expiry_month: 'incorrect_details',
  invalid_expiry_year: 'incorrect_details',
  invalid_number: 'incorrect_details',
  invalid_pin: 'incorrect_details',
  issuer_not_available: 'try_again_later',
  lost_card: 'card_declined',
  merchant_blacklist: 'card_declined',
  new_account_information_available: 'card_declined',
  no_action_taken: 'card_declined',
  not_permitted: 'card_not_supported',
  offline_pin_required: 'card_not_supported',
  online_or_offline_pin_required: 'card_not_supported',
  pickup_card: 'card_declined',
  pin_try_exceeded: 'card_declined',
  processing_error: 'try_again_later',
  reenter_transaction: 'try_again_later',
  restricted_card: 'card_declined',
  revocation_of_all_authorizations: 'card_declined',
  revocation_of_authorization: 'card_declined',
  security_violation: 'card_declined',
  service_not_allowed: 'card_not_supported',
  stolen_card: 'card_declined',
  stop_payment_order: 'card_declined',
  testmode_decline: 'card_declined',
  transaction_not_allowed: 'card_not_supported',
  try_again_later: 'try_again_later',
  withdrawal_count_limit_exceeded: 'card_declined',
  // Error codes of a card error or of a refused PaymentMethod (stripe-gateway.ts).
  payment_intent_authentication_failure: 'authentication_failed',
  payment_method_unactivated: 'card_not_supported',
  resource_missing: 'card_not_supported',
  invalid_payment_method: 'card_not_supported',
  // Our own, for intents that end without a code (stripe-gateway.ts, stripe-webhook.ts).
  requires_payment_method: 'card_declined',
  payment_failed: 'card_declined',
  abandoned: 'payment_canceled',
  // An intent's cancellation_reason, when it was cancelled before paying.
  duplicate: 'payment_canceled',
  failed_invoice: 'payment_canceled',
  requested_by_customer: 'payment_canceled',
  automatic: 'payment_canceled',
  void_invoice: 'payment_canceled',
};

const UNSUPPORTED_NEXT_ACTION = 'unsupported_next_action:';

function isTestGatewayCode(code: string): code is TestGatewayFailureCode {
  return (TEST_GATEWAY_FAILURE_CODES as readonly string[]).includes(code);
}

/**
 * The sentence a buyer reads for a gateway's failure code. Every code either gateway makes has
 * its own entry; a code a provider adds later reads as a plain decline, never as the raw code.
 */
export function getDeclineMessageKey(failureCode: string): DeclineMessageKey {
  if (isTestGatewayCode(failureCode)) return testGatewayDeclines[failureCode];
  if (failureCode.startsWith(UNSUPPORTED_NEXT_ACTION)) return 'card_not_supported';
  // hasOwn: a code such as "constructor" must not find the object's prototype.
  return (Object.hasOwn(STRIPE_DECLINES, failureCode) && STRIPE_DECLINES[failureCode]) || 'card_declined';
}

/** The card field's error of a declined payment in an action's answer: a key of `serverErrors` (src/server/action-result.ts). */
export function getDeclineFieldError(failureCode: string): `declines.${DeclineMessageKey}` {
  return `declines.${getDeclineMessageKey(failureCode)}`;
}
