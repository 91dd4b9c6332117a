import { describe, expect, it } from 'vitest';
import { issueVoucherFormSchema, issueVoucherSchema } from './staff-schemas';

describe('issuing by hand', () => {
  const recipient = { recipientName: 'Robin', recipientEmail: 'Robin@Example.com', note: 'Apology' };

  it('takes a gift or a value, never both or neither', () => {
    expect(issueVoucherSchema.safeParse({ ...recipient, valueCents: 5_000 }).data?.recipientEmail).toBe('robin@example.com');
    expect(issueVoucherSchema.safeParse({ ...recipient, productId: 'p1' }).success).toBe(true);
    expect(issueVoucherSchema.safeParse({ ...recipient }).success).toBe(false);
    expect(issueVoucherSchema.safeParse({ ...recipient, productId: 'p1', valueCents: 5_000 }).success).toBe(false);
  });

  it('checks the form’s typed value against the range', () => {
    const form = { ...recipient, source: 'value' as const, productId: '', designId: '', message: '' };
    expect(issueVoucherFormSchema.safeParse({ ...form, value: '40' }).success).toBe(true);
    expect(issueVoucherFormSchema.safeParse({ ...form, value: '0.50' }).error?.issues[0]?.message).toBe('Enter an amount from $1.00 to $10,000.00');
    expect(issueVoucherFormSchema.safeParse({ ...form, source: 'product', value: '' }).error?.issues[0]?.message).toBe('Choose a gift');
    expect(issueVoucherFormSchema.safeParse({ ...form, value: '40', designId: 'design-1' }).success).toBe(true);
  });
});
