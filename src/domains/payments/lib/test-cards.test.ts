import { describe, expect, it } from 'vitest';
import { formatCardNumber, getTestCardBehaviour, isCardExpiryCurrent, TEST_CARDS } from './test-cards';

describe('test cards', () => {
  it('succeed, decline or ask for a second step by their number, however it is typed', () => {
    expect(getTestCardBehaviour('4242 4242 4242 4242')).toBe('succeeds');
    expect(getTestCardBehaviour(TEST_CARDS.declined)).toBe('declined');
    expect(getTestCardBehaviour('4000-0027-6000-3184')).toBe('needs_authentication');
  });

  it('know no other number', () => {
    expect(getTestCardBehaviour('5555555555554444')).toBe('unknown');
    expect(getTestCardBehaviour('')).toBe('unknown');
  });

  it('are shown in groups of four', () => {
    expect(formatCardNumber(TEST_CARDS.succeeds)).toBe('4242 4242 4242 4242');
  });
});

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
