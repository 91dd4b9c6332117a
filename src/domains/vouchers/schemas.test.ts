import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import messages from '../../../messages/en-CA.json';
import { guestVoucherActivationSchema, voucherActivationSchema } from './schemas';

const errorTexts: Record<string, string> = messages.form.voucherActivation.errors;

const filled = {
  firstName: 'Jordan',
  lastName: 'Lee',
  phoneNumber: '+1 604 555 0142',
  email: 'Jordan.Lee@Example.com ',
  confirmEmail: 'jordan.lee@example.com',
  certificateNumber: 'abcdefg hjkmnpq-rstuvw2',
  preferedDate: '',
  preferedTime: '',
  additionalComment: '',
  password: 'Maple-Leaf7',
};

/** The translated message of each failing field, as the form shows it: the first one of the field. */
function readMessages(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const text = errorTexts[issue.message];
    expect(text, `message key ${issue.message} is translated`).toBeDefined();
    byField[issue.path.join('.')] ??= [text ?? issue.message];
  }
  return byField;
}

describe('voucher activation schema (SPEC §3, §5)', () => {
  it('answers an empty form with SPEC §5 required message of every field', () => {
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, '']));
    expect(readMessages(guestVoucherActivationSchema, empty)).toEqual({
      firstName: ['First Name is required field'],
      lastName: ['Last Name is required field'],
      phoneNumber: ['Phone Number is required field'],
      email: ['Email is required field'],
      confirmEmail: ['Confirm Email is required field'],
      certificateNumber: ['Certificate Number is required field'],
      password: ['Password is required field'],
    });
  });

  it('refuses an invalid e-mail with "Please enter a valid email"', () => {
    expect(readMessages(voucherActivationSchema, { ...filled, email: 'jordan@', confirmEmail: 'jordan@' })).toEqual({ email: ['Please enter a valid email'] });
  });

  it('refuses a different confirmation with "Confirm email do not match!", also while other fields are missing', () => {
    expect(readMessages(voucherActivationSchema, { ...filled, confirmEmail: 'jordan@example.org' })).toEqual({ confirmEmail: ['Confirm email do not match!'] });
    expect(readMessages(voucherActivationSchema, { ...filled, firstName: '', confirmEmail: 'jordan@example.org' })).toEqual({
      firstName: ['First Name is required field'],
      confirmEmail: ['Confirm email do not match!'],
    });
  });

  it('compares the e-mails as typed by people: case and spaces do not matter', () => {
    const parsed = voucherActivationSchema.parse(filled);
    expect(parsed.email).toBe('jordan.lee@example.com');
    expect(parsed.confirmEmail).toBe('jordan.lee@example.com');
    // The number keeps what the person typed; the server normalises it before the look-up.
    expect(parsed.certificateNumber).toBe('abcdefg hjkmnpq-rstuvw2');
  });

  it('answers input that is not a form with an issue, not a throw', () => {
    for (const schema of [voucherActivationSchema, guestVoucherActivationSchema]) {
      for (const input of [null, undefined, 'text', 42, []]) expect(schema.safeParse(input).success).toBe(false);
    }
  });

  it('does not ask a signed-in customer for a password', () => {
    expect(voucherActivationSchema.safeParse({ ...filled, password: '' }).success).toBe(true);
    expect(readMessages(guestVoucherActivationSchema, { ...filled, password: '' })).toEqual({ password: ['Password is required field'] });
  });

  it('takes an optional preferred date that is not in the past, a time and a comment of at most 500 characters', () => {
    expect(readMessages(voucherActivationSchema, { ...filled, preferedDate: '2020-01-01' })).toEqual({ preferedDate: ['Please choose a date that is not in the past'] });
    expect(readMessages(voucherActivationSchema, { ...filled, preferedDate: 'tomorrow' })).toEqual({ preferedDate: ['Please enter a date'] });
    expect(readMessages(voucherActivationSchema, { ...filled, preferedDate: '2999-12-31', preferedTime: '10:30' })).toEqual({});
    expect(readMessages(voucherActivationSchema, { ...filled, preferedTime: '25:00' })).toEqual({ preferedTime: ['Please enter a time such as 10:30'] });
    expect(readMessages(voucherActivationSchema, { ...filled, additionalComment: 'a'.repeat(500) })).toEqual({});
    expect(readMessages(voucherActivationSchema, { ...filled, additionalComment: 'a'.repeat(501) })).toEqual({ additionalComment: ['Please keep your comment under 500 characters'] });
  });
});
