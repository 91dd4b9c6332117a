// zod/mini: the sign-up, login, reset and activation forms load these in the browser, where the
// full zod API weighs ~30 kB gzipped (docs/performance.md, R4).
import * as z from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

const email = (required: string) =>
  z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, required), z.maxLength(254, 'emailInvalid'), z.email('emailInvalid'));

/**
 * SPEC §5: at least one uppercase, one lowercase, one numeric and one special character. One
 * rule for customers and staff, the forms and the server; only the messages differ (the shop's
 * are translated, the back office's are staff English).
 */
export function passwordRuleSchema(messages: { tooShort: string; tooLong: string; rule: string }) {
  return z.string().check(
    z.minLength(PASSWORD_MIN_LENGTH, messages.tooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, messages.tooLong),
    z.regex(/\p{Lu}/u, messages.rule),
    z.regex(/\p{Ll}/u, messages.rule),
    z.regex(/\p{N}/u, messages.rule),
    z.regex(/[^\p{L}\p{N}\s]/u, messages.rule),
  );
}

/** The shop's password rule; messages are keys of `form.account.errors`. */
export const passwordSchema = passwordRuleSchema({ tooShort: 'passwordTooShort', tooLong: 'passwordTooLong', rule: 'passwordRule' });

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

/** /auth/sign-up/confirm/{token}: the sealed sign-up the e-mail's link carries, in base64url (checked when unsealed). */
export const signUpConfirmationSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,4000}$/, 'signUpLinkInvalid')),
});

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

// ── The back office's customers (not localized: messages are staff English) ──

const listNumber = (fallback: number, max: number, message: string) =>
  z._default(z.coerce.number().check(z.refine((value) => Number.isInteger(value), message), z.minimum(1, message), z.maximum(max, message)), fallback);

/** SPEC §7 list parameters of `GET /api/admin/users`: `page`, `per_page`, and `search` over name and e-mail. */
export const staffCustomerListParamsSchema = z.object({
  page: listNumber(1, 10_000, 'The page is a whole number from 1'),
  per_page: listNumber(20, 100, 'per_page is a whole number from 1 to 100'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search for at most 100 characters'))),
});
export type StaffCustomerListParams = z.infer<typeof staffCustomerListParamsSchema>;

/** `GET /api/admin/users/{id}`: which page of the customer's ledger to show. */
export const staffCustomerDetailParamsSchema = z.object({
  ledger_page: listNumber(1, 10_000, 'The ledger page is a whole number from 1'),
});

/** A staff adjustment may move at most this much either way: a slip of the keyboard should not make someone rich. */
export const MAX_BALANCE_ADJUSTMENT_CENTS = 10_000_000;

const adjustmentReason = z.string('Give the reason for the adjustment').check(
  z.trim(),
  z.minLength(3, 'Give the reason for the adjustment (at least 3 characters)'),
  z.maxLength(500, 'Keep the reason under 500 characters'),
);

/** `POST /api/admin/users/{id}/balance-adjustments`: signed cents (a debit is negative) and why. */
export const balanceAdjustmentSchema = z.object({
  amountCents: z.int('Give the amount as a whole number of cents').check(
    z.refine((value) => value !== 0, 'The amount cannot be zero'),
    z.refine((value) => Math.abs(value) <= MAX_BALANCE_ADJUSTMENT_CENTS, 'Keep the amount within $100,000 either way'),
  ),
  reason: adjustmentReason,
  /** The form's own key: a request sent twice (a retry, a double click) adjusts once. */
  idempotencyKey: z.optional(z.uuid('The idempotency key is a UUID')),
});
export type BalanceAdjustmentInput = z.infer<typeof balanceAdjustmentSchema>;

/**
 * The adjustment form: whether money goes on or off, and dollars as staff type them ("12.50"),
 * turned into signed cents on sending. A separate choice, not a minus sign that is easy to miss
 * (and missing from phone keypads).
 */
export const balanceAdjustmentFormSchema = z.object({
  direction: z.enum(['credit', 'debit'], 'Choose whether to add or take off'),
  amount: z.string().check(
    z.trim(),
    z.minLength(1, 'Enter the amount in dollars'),
    z.regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter dollars and cents, e.g. 25 or 12.50'),
    z.refine((value) => !/^0*(\.0*)?$/.test(value), 'The amount cannot be zero'),
    z.refine((value) => Number(value) * 100 <= MAX_BALANCE_ADJUSTMENT_CENTS, 'Keep the amount within $100,000 either way'),
  ),
  reason: adjustmentReason,
});
export type BalanceAdjustmentFormInput = z.infer<typeof balanceAdjustmentFormSchema>;

export const staffCustomerRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  balanceCents: z.int(),
  createdAt: z.string(),
});
export type StaffCustomerRow = z.infer<typeof staffCustomerRowSchema>;

const BALANCE_ENTRY_KINDS = ['VOUCHER_ACTIVATION', 'BOOKING_DEBIT', 'REFUND', 'EXCHANGE_REMAINDER', 'STAFF_ADJUSTMENT'] as const;

const staffVoucherSchema = z.object({
  id: z.string(),
  status: z.enum(['ISSUED', 'ACTIVATED', 'VOID', 'REFUNDED']),
  valueCents: z.int(),
  certificateLast4: z.string(),
  giftTitle: z.nullable(z.string()),
  recipientName: z.nullable(z.string()),
  recipientEmail: z.nullable(z.string()),
  activatedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type StaffCustomerVoucher = z.infer<typeof staffVoucherSchema>;

/** `GET /api/admin/users/{id}`: the profile, one page of the ledger, vouchers, bookings and orders. */
const staffCustomerDetailSchema = z.object({
  profile: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    balanceCents: z.int(),
    createdAt: z.string(),
  }),
  ledger: z.object({
    entries: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(BALANCE_ENTRY_KINDS),
        amountCents: z.int(),
        balanceAfterCents: z.int(),
        createdAt: z.string(),
        reason: z.nullable(z.string()),
        certificateLast4: z.nullable(z.string()),
        bookingReference: z.nullable(z.string()),
        orderNumber: z.nullable(z.string()),
      }),
    ),
    page: z.int(),
    pageCount: z.int(),
    total: z.int(),
  }),
  vouchers: z.object({ received: z.array(staffVoucherSchema), bought: z.array(staffVoucherSchema) }),
  bookings: z.array(
    z.object({
      reference: z.string(),
      status: z.enum(['REQUESTED', 'CONFIRMED', 'DECLINED', 'CANCELLED']),
      title: z.string(),
      travelDate: z.string(),
      startTime: z.nullable(z.string()),
      timeZone: z.string(),
      totalCents: z.int(),
    }),
  ),
  orders: z.array(
    z.object({
      number: z.string(),
      status: z.enum(['PENDING', 'PAID', 'FULFILLED', 'FAILED', 'CANCELLED', 'REFUNDED']),
      totalCents: z.int(),
      itemCount: z.int(),
      createdAt: z.string(),
    }),
  ),
});
export type StaffCustomerDetail = z.infer<typeof staffCustomerDetailSchema>;
export const staffCustomerDetailAnswerSchema = z.object({ data: staffCustomerDetailSchema });

/** `POST /api/admin/users/{id}/balance-adjustments` answers the new entry and balance. */
export const balanceAdjustmentAnswerSchema = z.object({
  data: z.object({ entryId: z.string(), amountCents: z.int(), balanceCents: z.int() }),
});

/** `POST /api/admin/users/{id}/login-link`: the single-use link, opened in a new tab. */
export const loginLinkAnswerSchema = z.object({ url: z.string() });

// ── The back office's staff (managers add, re-role, reset passwords and remove; everyone changes their own password) ──

const staffPasswordSchema = passwordRuleSchema({
  tooShort: 'The password needs at least 8 characters',
  tooLong: 'The password can have at most 200 characters',
  rule: 'The password needs an uppercase and a lowercase letter, a number and a special character',
});

const staffRoleSchema = z.enum(['MANAGER', 'EDITOR'], 'Choose manager or editor');

const staffName = (what: string) =>
  z.string(`Enter the ${what}`).check(z.trim(), z.minLength(1, `Enter the ${what}`), z.maxLength(60, `Keep the ${what} under 60 characters`));

/**
 * `POST /api/admin/staff`: a new member with a temporary password under SPEC §5's rule, which
 * the manager hands over and the member changes on first sign-in (reset links are for customers).
 */
export const addStaffMemberSchema = z.object({
  firstName: staffName('first name'),
  lastName: staffName('last name'),
  email: z
    .string('Enter the e-mail')
    .check(z.trim(), z.toLowerCase(), z.minLength(1, 'Enter the e-mail'), z.maxLength(254, 'Enter a valid e-mail'), z.email('Enter a valid e-mail')),
  role: staffRoleSchema,
  password: staffPasswordSchema,
});
export type AddStaffMemberInput = z.infer<typeof addStaffMemberSchema>;

/** `PATCH /api/admin/staff/{id}`. */
export const changeStaffRoleSchema = z.object({ role: staffRoleSchema });

/** `PUT /api/admin/staff/{id}/password`: a new temporary password for another member, under the same rule as a new member's. */
export const setStaffPasswordSchema = z.object({ password: staffPasswordSchema });
export type SetStaffPasswordInput = z.infer<typeof setStaffPasswordSchema>;

/** `POST /api/admin/me/password`: the signed-in member's new password, proven by the current one. */
export const staffPasswordChangeSchema = z.object({
  currentPassword: z
    .string('Enter your current password')
    .check(z.minLength(1, 'Enter your current password'), z.maxLength(PASSWORD_MAX_LENGTH, 'The password can have at most 200 characters')),
  newPassword: staffPasswordSchema,
});
export type StaffPasswordChangeInput = z.infer<typeof staffPasswordChangeSchema>;

export const staffMemberRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  createdAt: z.string(),
});
export type StaffMemberRow = z.infer<typeof staffMemberRowSchema>;
export const staffMemberAnswerSchema = z.object({ data: staffMemberRowSchema });

/** The new password's answer: a fresh token for this session (every other one has ended). */
export const staffPasswordChangeAnswerSchema = z.object({ access_token: z.string(), message: z.string() });
