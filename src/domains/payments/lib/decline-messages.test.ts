import { describe, expect, it } from 'vitest';
import english from '../../../../messages/en-CA.json';
import french from '../../../../messages/fr-CA.json';
import { DECLINE_MESSAGE_KEYS, getDeclineFieldError, getDeclineMessageKey, STRIPE_DECLINES } from './decline-messages';
import { TEST_GATEWAY_FAILURE_CODES } from './test-cards';

// Stripe's documented decline codes (stripe.com/docs/declines/codes), as of API 2025.
const STRIPE_DOCUMENTED_DECLINE_CODES = [
  'authentication_required', 'approve_with_id', 'call_issuer', 'card_not_supported', 'card_velocity_exceeded',
  'currency_not_supported', 'do_not_honor', 'do_not_try_again', 'duplicate_transaction', 'expired_card', 'fraudulent',
  'generic_decline', 'incorrect_number', 'incorrect_cvc', 'incorrect_pin', 'incorrect_zip', 'insufficient_funds',
  'invalid_account', 'invalid_amount', 'invalid_cvc', 'invalid_expiry_month', 'invalid_expiry_year', 'invalid_number',
  'invalid_pin', 'issuer_not_available', 'lost_card', 'merchant_blacklist', 'new_account_information_available',
  'no_action_taken', 'not_permitted', 'offline_pin_required', 'online_or_offline_pin_required', 'pickup_card',
  'pin_try_exceeded', 'processing_error', 'reenter_transaction', 'restricted_card', 'revocation_of_all_authorizations',
  'revocation_of_authorization', 'security_violation', 'service_not_allowed', 'stolen_card', 'stop_payment_order',
  'testmode_decline', 'transaction_not_allowed', 'try_again_later', 'withdrawal_count_limit_exceeded',
];

describe('decline messages', () => {
  it('have a sentence in both languages for every key, and no sentence without a key', () => {
    expect(Object.keys(english.serverErrors.declines).sort()).toEqual([...DECLINE_MESSAGE_KEYS].sort());
    expect(Object.keys(french.serverErrors.declines).sort()).toEqual([...DECLINE_MESSAGE_KEYS].sort());
    expect(french.serverErrors.declines.insufficient_funds).toBe("Les fonds de votre carte sont insuffisants. Aucun montant n'a été prélevé. Veuillez essayer une autre carte.");
  });

  it('map every failure code of the test gateway to a sentence in the messages', () => {
    expect(TEST_GATEWAY_FAILURE_CODES.filter((code) => !Object.hasOwn(english.serverErrors.declines, getDeclineMessageKey(code)))).toEqual([]);
    expect(getDeclineMessageKey('test_card_unknown')).toBe('test_card_unknown');
    expect(getDeclineMessageKey('authentication_failed')).toBe('authentication_failed');
    expect(getDeclineMessageKey('canceled')).toBe('payment_canceled');
    expect(getDeclineMessageKey('payment_method_not_supported')).toBe('card_not_supported');
  });

  it("map every decline code Stripe documents, each by name (none left to the fallback)", () => {
    expect(STRIPE_DOCUMENTED_DECLINE_CODES.filter((code) => !Object.hasOwn(STRIPE_DECLINES, code))).toEqual([]);
    expect(getDeclineMessageKey('insufficient_funds')).toBe('insufficient_funds');
    expect(getDeclineMessageKey('expired_card')).toBe('expired_card');
    expect(getDeclineMessageKey('incorrect_cvc')).toBe('incorrect_details');
    expect(getDeclineMessageKey('processing_error')).toBe('try_again_later');
    expect(getDeclineMessageKey('payment_intent_authentication_failure')).toBe('authentication_failed');
  });

  it('read a code nobody mapped, or a next step the shop cannot show, as a decline, never as the raw code', () => {
    expect(getDeclineMessageKey('some_new_code')).toBe('card_declined');
    expect(getDeclineMessageKey('constructor')).toBe('card_declined');
    expect(getDeclineMessageKey('unsupported_next_action:wechat_pay_display_qr_code')).toBe('card_not_supported');
  });

  it("keep the English sentences the checkout pages have always shown", () => {
    expect(english.serverErrors.declines.card_declined).toBe('Your card was declined. No money was taken. Please try another card.');
    expect(english.serverErrors.declines.test_card_unknown).toBe('This card number is not one of the test cards. No money was taken.');
    expect(english.serverErrors.declines.authentication_failed).toBe('Your bank did not confirm the payment. No money was taken. Please try again.');
  });

  it('name the sentence as a key of serverErrors for an action’s card field', () => {
    expect(getDeclineFieldError('lost_card')).toBe('declines.card_declined');
    expect(getDeclineFieldError('insufficient_funds')).toBe('declines.insufficient_funds');
  });
});
