// zod/mini: the sign-up, login, reset and activation forms load these in the browser, where the
// full zod API weighs ~30 kB gzipped (docs/performance.md, R4).
import * as z from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

const email = (required: string) =>
  z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, required), z.maxLength(254, 'emailInvalid'), z.email('emailInvalid'));

/**
 * SPEC §5: at least one uppercase, one lowercase, one numeric and one special character. One
 * schema for the forms and the server. Messages are keys of `form.account.errors`.
 */
export const passwordSchema = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, 'passwordTooShort'),
  z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
  z.regex(/\p{Lu}/u, 'passwordRule'),
  z.regex(/\p{Ll}/u, 'passwordRule'),
  z.regex(/\p{N}/u, 'passwordRule'),
  z.regex(/[^\p{L}\p{N}\s]/u, 'passwordRule'),
);

const personName = (required: string) => z.string().check(z.trim(), z.minLength(1, required), z.maxLength(60, 'nameTooLong'));

/** Phone numbers as people type them: digits with spaces, dashes, dots, brackets and a leading +. */
export const phoneSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'phoneRequired'),
  z.maxLength(30, 'phoneInvalid'),
  z.regex(/^\+?[\d\s().-]{7,}$/, 'phoneInvalid'),
);

export const signUpSchema = z.object({
  firstName: personName('firstNameRequired'),
  lastName: personName('lastNameRequired'),
  email: email('emailRequired'),
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Staff and customers sign in with the same two fields; the password is not checked against the rule here. */
export const loginSchema = z.object({
  email: email('emailRequired'),
  password: z.string().check(z.minLength(1, 'passwordRequired'), z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong')),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** /auth/reset: only the e-mail; the answer is the same whether or not it has an account. */
export const passwordResetRequestSchema = z.object({
  email: email('emailRequired'),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** A reset link's token: 32 random bytes in base64url (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** /auth/change-password/{token}: the new password under SPEC §5's rule, typed twice. */
export const changePasswordSchema = z
  .object({
    token: z.string().check(z.regex(RESET_TOKEN_PATTERN, 'resetLinkInvalid')),
    password: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, 'confirmPasswordRequired')),
  })
  .check(
    z.refine((input) => input.password === input.confirmPassword, { message: 'passwordsDoNotMatch', path: ['confirmPassword'] }),
  );
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** SPEC §3 admin profile, as GET /admin/me answers it; `role` is ours, so screens hide what it cannot do. */
export const staffProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  balance: z.int(),
  country_code: z.nullable(z.string()),
  role: z.enum(['MANAGER', 'EDITOR']),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

/** The account page's profile form: the same name, phone and e-mail rules as sign-up and activation. */
export const customerProfileSchema = z.object({
  firstName: personName('firstNameRequired'),
  lastName: personName('lastNameRequired'),
  phone: phoneSchema,
  email: email('emailRequired'),
});
export type CustomerProfileInput = z.input<typeof customerProfileSchema>;
export type CustomerProfile = z.output<typeof customerProfileSchema>;

/** A new password needs the current one, and follows SPEC §5's rule. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, 'currentPasswordRequired'), z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong')),
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;
