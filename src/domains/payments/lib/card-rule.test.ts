import { describe, expect, it } from 'vitest';
import { checkTestCard, isCardExpiryCurrent, isTestCardNeeded } from './card-rule';

describe('card expiry', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('is good until the end of its month', () => {
    expect(isCardExpiryCurrent('11/26', now)).toBe(true);
    expect(isCardExpiryCurrent('12 / 30', now)).toBe(true);
    expect(isCardExpiryCurrent('10/26', now)).toBe(false);
    expect(isCardExpiryCurrent('01/25', now)).toBe(false);
  });
  it('must be a month of the year', () => {
    expect(isCardExpiryCurrent('13/30', now)).toBe(false);
    expect(isCardExpiryCurrent('1230', now)).toBe(false);
  });
});

describe('the card rule', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
  const blank = { cardNumber: ' ', expiry: '', cvc: '' };

  it('asks for the test card only in test mode and when the card pays something', () => {
    expect(isTestCardNeeded(true, 1)).toBe(true);
    expect(isTestCardNeeded(true, 0)).toBe(false);
    expect(isTestCardNeeded(false, 5_000)).toBe(false);
    expect(checkTestCard(blank, { testMode: true, byCardCents: 0, now })).toEqual({});
    expect(checkTestCard(blank, { testMode: false, byCardCents: 5_000, now })).toEqual({});
  });

  it('takes a card with a number, a current expiry and a CVC of 3 or 4 digits', () => {
    expect(checkTestCard(good, { testMode: true, byCardCents: 5_000, now })).toEqual({});
    expect(checkTestCard({ ...good, cvc: ' 1234 ' }, { testMode: true, byCardCents: 5_000, now })).toEqual({});
  });

  it('names each field that fails', () => {
    expect(checkTestCard(blank, { testMode: true, byCardCents: 5_000, now })).toEqual({ card: 'cardRequired', cardExpiry: 'cardExpiryInvalid', cardCvc: 'cardCvcInvalid' });
    expect(checkTestCard({ ...good, cvc: '12' }, { testMode: true, byCardCents: 5_000, now })).toEqual({ cardCvc: 'cardCvcInvalid' });
  });

  it('calls a well-formed expiry that fails expired, and anything else invalid', () => {
    expect(checkTestCard({ ...good, expiry: '10/26' }, { testMode: true, byCardCents: 1, now })).toEqual({ cardExpiry: 'cardExpired' });
    expect(checkTestCard({ ...good, expiry: '13/30' }, { testMode: true, byCardCents: 1, now })).toEqual({ cardExpiry: 'cardExpired' });
    expect(checkTestCard({ ...good, expiry: '1230' }, { testMode: true, byCardCents: 1, now })).toEqual({ cardExpiry: 'cardExpiryInvalid' });
  });
});
