import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [12345, '$123.45'],
    [115100, '$1,151.00'],
    [1000000, '$10,000.00'],
    [123456789, '$1,234,567.89'],
    [-250, '-$2.50'],
  ])('shows %i cents as %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});
