// zod/mini: the activation form loads this in the browser (docs/performance.md, R4).
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, phoneSchema } from '@/domains/accounts/schemas';
import { isPreferredDateInPast } from './lib/preferred-date';

/*
 * SPEC §3's voucher activation form, with SPEC §5's messages. Messages are keys of
 * `form.voucherActivation.errors`, translated the same way for browser and server checks.
 */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

const emailField = z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'emailRequired'), z.maxLength(254, 'emailInvalid'), z.email('emailInvalid'));

export const ADDITIONAL_COMMENT_MAX_LENGTH = 500;
/** Room for a typed number with dashes, spaces or a stray character; nothing longer is one. */
export const CERTIFICATE_INPUT_MAX_LENGTH = 64;
/** Checked against the database on the server: any typing of a real number is accepted there. */
const certificateField = requiredText('certificateRequired', CERTIFICATE_INPUT_MAX_LENGTH, 'certificateNotFound');

const activationFields = {
  firstName: requiredText('firstNameRequired', 60, 'nameTooLong'),
  lastName: requiredText('lastNameRequired', 60, 'nameTooLong'),
  phoneNumber: phoneSchema,
  email: emailField,
  confirmEmail: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'confirmEmailRequired'), z.maxLength(254, 'confirmEmailMismatch')),
  certificateNumber: certificateField,
  preferedDate: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'preferredDateInvalid'),
    z.refine((value) => value === '' || !isPreferredDateInPast(value), 'preferredDateInPast'),
  ),
  preferedTime: z.string().check(z.trim(), z.refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), 'preferredTimeInvalid')),
  additionalComment: z.string().check(z.trim(), z.maxLength(ADDITIONAL_COMMENT_MAX_LENGTH, 'commentTooLong')),
};

/**
 * The confirmation is compared once both e-mail fields are themselves fine, so each field shows one
 * message; and never on input that is not a form at all (its issue has no field in its path).
 */
const confirmEmailMatches = z.refine<{ email: string; confirmEmail: string }>((values) => values.email === values.confirmEmail, {
  message: 'confirmEmailMismatch',
  path: ['confirmEmail'],
  when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== undefined && issue.path[0] !== 'email' && issue.path[0] !== 'confirmEmail'),
});

const passwordField = z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong'));

/**
 * A signed-in customer activates onto their own account: the password field stays empty and is
 * not used (it is there so both schemas take the one form's values).
 */
export const voucherActivationSchema = z.object({ ...activationFields, password: passwordField }).check(confirmEmailMatches);
export type VoucherActivation = z.output<typeof voucherActivationSchema>;
export type VoucherActivationInput = z.input<typeof voucherActivationSchema>;

/**
 * A guest also gives a password: it signs in to the account the e-mail already has, or opens a
 * new one, where the server applies SPEC §5's password rule (a sign-in password predates it).
 */
export const guestVoucherActivationSchema = z.object({
  ...activationFields,
  password: passwordField.check(z.minLength(1, 'passwordRequired')),
}).check(confirmEmailMatches);
export type GuestVoucherActivation = z.output<typeof guestVoucherActivationSchema>;

export type VoucherActivationFieldName = keyof GuestVoucherActivation;

/**
 * Issue 27 §3's public voucher check: only the number, with no length or shape rule here. The
 * service gives anything that is not a certificate number the unknown number's answer (code and
 * text), so no input tells a malformed number from an unknown one.
 */
export const voucherCheckSchema = z.object({ certificateNumber: z.string().check(z.trim(), z.minLength(1, 'certificateRequired')) });

/** What the check says: ready to activate, activated, or no longer valid (voided or refunded). */
export type VoucherCheckState = 'ready' | 'activated' | 'noLongerValid';

/** The check's answer: nothing of the buyer, the recipient, the message or who activated it. */
export type VoucherCheck = {
  /** The number checked, in its printed form, for the activation link. */
  certificateNumber: string;
  state: VoucherCheckState;
  valueCents: number;
  /** The day it was activated in the shop's zone, "YYYY-MM-DD"; null unless activated. */
  activatedOn: string | null;
};

/** A voucher on the account page: one the customer activated, or one they bought for someone. */
export type CustomerVoucher = {
  id: string;
  status: 'ISSUED' | 'ACTIVATED' | 'VOID' | 'REFUNDED';
  valueCents: number;
  certificateLast4: string;
  giftTitle: string | null;
  /** The gift's title is the English one, for want of a translation into the page's language. */
  giftTitleUntranslated: boolean;
  recipientName: string | null;
  recipientEmail: string | null;
  activatedAt: Date | null;
  createdAt: Date;
};
