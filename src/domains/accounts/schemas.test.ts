import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import messages from '../../../messages/en-CA.json';
import { changePasswordSchema, loginSchema, passwordResetRequestSchema, passwordSchema, phoneSchema, signUpSchema } from './schemas';

/** The message keys a value gets from a schema, or [] when it passes. */
function errorKeysOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

/** What the form shows: the first message of each field (the resolver's default). */
function firstErrorKeyByField(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('passwordSchema (SPEC §5: an uppercase, a lowercase, a number and a special character)', () => {
  it.each(['Maple-Leaf7', 'Tr3s#bien', 'ÉCOLE-été9', 'Pass word 1!', 'aB3$aB3$'])('accepts %s', (password) => {
    expect(errorKeysOf(passwordSchema, password)).toEqual([]);
  });

  it.each([
    ['no uppercase', 'maple-leaf7'],
    ['no lowercase', 'MAPLE-LEAF7'],
    ['no number', 'Maple-Leaf'],
    ['no special character', 'MapleLeaf7'],
    ['a space as the only special character', 'Maple Leaf7'],
  ])('refuses a password with %s', (_case, password) => {
    expect(errorKeysOf(passwordSchema, password)).toEqual(['passwordRule']);
  });

  it('refuses fewer than 8 and more than 200 characters', () => {
    expect(errorKeysOf(passwordSchema, 'Ab1-')).toEqual(['passwordTooShort']);
    expect(errorKeysOf(passwordSchema, `Ab1-${'x'.repeat(197)}`)).toEqual(['passwordTooLong']);
  });

  it("accepts the example the 'Look at password example' hint shows", () => {
    const hint = messages.form.account.passwordHint;
    expect(hint.label).toBe('Look at password example');
    const example = hint.example.match(/For example: (\S+) \(/)?.[1];
    expect(example).toBe('Maple-Leaf7');
    expect(errorKeysOf(passwordSchema, example)).toEqual([]);
  });

  it('has a translation for every key it answers', () => {
    for (const key of ['passwordRule', 'passwordTooShort', 'passwordTooLong'] as const) {
      expect(messages.form.account.errors[key]).toEqual(expect.any(String));
    }
  });
});

describe('signUpSchema', () => {
  it('trims the names and lower-cases the e-mail', () => {
    expect(z.parse(signUpSchema, { firstName: ' Ana ', lastName: 'Souza ', email: ' Ana@Example.COM ', password: 'Maple-Leaf7' })).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.com',
      password: 'Maple-Leaf7',
    });
  });

  it('names each missing field with its SPEC message key', () => {
    expect(firstErrorKeyByField(signUpSchema, { firstName: ' ', lastName: '', email: '', password: 'weak' })).toEqual({ firstName: 'firstNameRequired', lastName: 'lastNameRequired', email: 'emailRequired', password: 'passwordTooShort' });
    expect(messages.form.account.errors.firstNameRequired).toBe('First Name is required field');
  });
});

describe('loginSchema and passwordResetRequestSchema', () => {
  it('do not apply the password rule at sign-in, and check the e-mail', () => {
    expect(errorKeysOf(loginSchema, { email: 'a@example.com', password: 'old' })).toEqual([]);
    expect(errorKeysOf(loginSchema, { email: 'not-an-email', password: 'x' })).toEqual(['emailInvalid']);
    expect(firstErrorKeyByField(passwordResetRequestSchema, { email: '' })).toEqual({ email: 'emailRequired' });
  });
});

describe('changePasswordSchema', () => {
  const token = 'A'.repeat(43);

  it('accepts a token, a new password under the rule and the same password again', () => {
    expect(errorKeysOf(changePasswordSchema, { token, password: 'Maple-Leaf7', confirmPassword: 'Maple-Leaf7' })).toEqual([]);
  });

  it('refuses a confirmation that differs, on the confirmation field', () => {
    const result = z.safeParse(changePasswordSchema, { token, password: 'Maple-Leaf7', confirmPassword: 'Maple-Leaf8' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['confirmPassword', 'passwordsDoNotMatch']]);
  });

  it('refuses a weak new password and a malformed token', () => {
    expect(errorKeysOf(changePasswordSchema, { token, password: 'mapleleaf', confirmPassword: 'mapleleaf' })).toEqual(['passwordRule']);
    expect(errorKeysOf(changePasswordSchema, { token: 'short', password: 'Maple-Leaf7', confirmPassword: 'Maple-Leaf7' })).toEqual(['resetLinkInvalid']);
  });
});

describe('phoneSchema', () => {
  it.each(['+1 (416) 555-0199', '416.555.0199', '4165550199'])('accepts %s as people type it', (phone) => {
    expect(errorKeysOf(phoneSchema, phone)).toEqual([]);
  });

  it('asks for a number, and for at least 7 digits', () => {
    expect(firstErrorKeyByField(z.object({ phone: phoneSchema }), { phone: ' ' })).toEqual({ phone: 'phoneRequired' });
    expect(errorKeysOf(phoneSchema, '555-01')).toEqual(['phoneInvalid']);
    expect(errorKeysOf(phoneSchema, 'call me maybe')).toEqual(['phoneInvalid']);
  });
});
