import { describe, expect, it } from 'vitest';
import { formatCardNumber, getTestCardBehaviour, TEST_CARDS } from './test-cards';

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
