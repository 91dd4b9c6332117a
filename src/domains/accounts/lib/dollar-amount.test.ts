import { describe, expect, it } from 'vitest';
import { balanceAdjustmentFormSchema } from '../schemas';
import { dollarsToCents } from './dollar-amount';

describe('dollarsToCents', () => {
  it.each([
    ['25', 2_500],
    ['-12.5', -1_250],
    ['+0.99', 99],
    ['0.29', 29],
    [' 1000.05 ', 100_005],
    ['-0.01', -1],
  ])('reads %s as %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', '12.345', '1e3', '$5', '1,000', 'abc'])('refuses %j', (text) => {
    expect(() => dollarsToCents(text)).toThrow(RangeError);
  });
});

describe('the balance adjustment form', () => {
  const valid = { direction: 'debit', amount: '12.50', reason: 'Goodwill' };

  it('accepts dollars and cents with a reason', () => {
    expect(balanceAdjustmentFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ ...valid, amount: '' }, 'amount', 'Enter the amount in dollars'],
    [{ ...valid, amount: '0.00' }, 'amount', 'The amount cannot be zero'],
    [{ ...valid, amount: '00.0' }, 'amount', 'The amount cannot be zero'],
    [{ ...valid, amount: '12.345' }, 'amount', 'Enter dollars and cents, e.g. 25 or 12.50'],
    [{ ...valid, amount: '-12' }, 'amount', 'Enter dollars and cents, e.g. 25 or 12.50'],
    [{ ...valid, amount: '100000.01' }, 'amount', 'Keep the amount within $100,000 either way'],
    [{ ...valid, direction: 'gift' }, 'direction', 'Choose whether to add or take off'],
    [{ ...valid, reason: ' ab ' }, 'reason', 'Give the reason for the adjustment (at least 3 characters)'],
    [{ ...valid, reason: 'x'.repeat(501) }, 'reason', 'Keep the reason under 500 characters'],
  ])('refuses %j', (input, field, message) => {
    const result = balanceAdjustmentFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});
