import { describe, expect, it } from 'vitest';
import { issueVoucherFormSchema, issueVoucherSchema, parseDollarsToCents } from './staff-schemas';

describe('parseDollarsToCents', () => {
  it.each([
    ['25', 2_500],
    ['25.5', 2_550],
    ['$1,000.05', 100_005],
    [' 0.99 ', 99],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '..5'])('refuses %j', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });
});

describe('issuing by hand', () => {
  const recipient = { recipientName: 'Robin', recipientEmail: 'Robin@Example.com', note: 'Apology' };

  it('takes a gift or a value, never both or neither', () => {
    expect(issueVoucherSchema.safeParse({ ...recipient, valueCents: 5_000 }).data?.recipientEmail).toBe('robin@example.com');
    expect(issueVoucherSchema.safeParse({ ...recipient, productId: 'p1' }).success).toBe(true);
    expect(issueVoucherSchema.safeParse({ ...recipient }).success).toBe(false);
    expect(issueVoucherSchema.safeParse({ ...recipient, productId: 'p1', valueCents: 5_000 }).success).toBe(false);
  });

  it('checks the form’s typed value against the range', () => {
    const form = { ...recipient, source: 'value' as const, productId: '', message: '' };
    expect(issueVoucherFormSchema.safeParse({ ...form, value: '40' }).success).toBe(true);
    expect(issueVoucherFormSchema.safeParse({ ...form, value: '0.50' }).error?.issues[0]?.message).toBe('Enter an amount from $1.00 to $10,000.00');
    expect(issueVoucherFormSchema.safeParse({ ...form, source: 'product', value: '' }).error?.issues[0]?.message).toBe('Choose a gift');
  });
});
