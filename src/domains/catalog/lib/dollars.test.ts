import { describe, expect, it } from 'vitest';
import { centsToDollarsText, parseDollarsToCents } from './dollars';

describe('parseDollarsToCents', () => {
  it.each([
    ['45', 4_500],
    ['45.5', 4_550],
    ['45.05', 4_505],
    [' $1,045.50 ', 104_550],
    ['0.07', 7],
    ['12.', 1_200],
  ])('reads %j as %i cents without floating-point drift', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '12345678', '4 5'])('refuses %j', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });

  it('writes cents back as an editable amount', () => {
    expect(centsToDollarsText(4_505)).toBe('45.05');
    expect(parseDollarsToCents(centsToDollarsText(19_999))).toBe(19_999);
  });
});
