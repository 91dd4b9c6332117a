import { describe, expect, it } from 'vitest';
import { centsToDollarsText, formatMoney, parseDollarsToCents } from './money';

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

  it('writes French amounts the Québec way, with non-breaking spaces', () => {
    expect(formatMoney(115_100, 'fr-CA')).toBe('1\u00a0151,00\u00a0$');
    expect(formatMoney(115_100)).toBe('$1,151.00');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseDollarsToCents', () => {
  it.each([
    ['45', 4_500],
    ['45.5', 4_550],
    ['45.05', 4_505],
    [' $1,045.50 ', 104_550],
    ['0.07', 7],
    ['12.', 1_200],
    ['25', 2_500],
    ['25.5', 2_550],
    ['$1,000.05', 100_005],
    [' 0.99 ', 99],
  ])('reads %j as %i cents without floating-point drift', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '12345678', '4 5', '1e3', '..5'])('refuses %j', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });

  it('writes cents back as an editable amount', () => {
    expect(centsToDollarsText(4_505)).toBe('45.05');
    expect(parseDollarsToCents(centsToDollarsText(19_999))).toBe(19_999);
  });
});
