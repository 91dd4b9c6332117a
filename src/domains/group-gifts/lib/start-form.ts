import * as z from 'zod/mini';
import { checkGiftPersonalisation, type GiftPersonalisationField } from '@/domains/orders/lib/gift-delivery';
import { startGroupGiftSchema, type StartGroupGiftInput } from '../schemas';
import { checkDeadline } from './group-gift-rules';
import { readDollarAmount } from './public-group-gift';

/** The start form's fields an error can belong to, in the order the form shows them (focus goes to the first). */
export const startFormFields = [
  'productId',
  'organiserName',
  'organiserEmail',
  'recipientName',
  'occasion',
  'recipientEmail',
  'date',
  'targetCents',
  'deadline',
  'message',
  'designId',
] as const;
export type StartFormField = (typeof startFormFields)[number];

/** Error keys by field: `modules.groupGifts.start.errors`, or `form.giftPersonalisation.errors` for the gift's own fields. */
export type StartFormErrors = Partial<Record<StartFormField, string>>;

const personalisationFieldOfPath: Record<string, GiftPersonalisationField> = {
  'personalisation.recipientName': 'recipientName',
  'personalisation.message': 'message',
  'personalisation.recipientEmail': 'recipientEmail',
  'personalisation.delivery.recipientEmail': 'recipientEmail',
  'personalisation.date': 'date',
  'personalisation.delivery.schedule.date': 'date',
  'personalisation.delivery.schedule.hour': 'date',
  'personalisation.delivery.schedule.timeZone': 'date',
};

function toField(path: string): StartFormField | undefined {
  return personalisationFieldOfPath[path] ?? startFormFields.find((field) => field === path);
}

/**
 * Field errors as the API answers them (problem+json `errors`, keyed by the input's paths) or as
 * zod reports them, on the form's fields: the first message per field. A path the form has no
 * field for (a tampered key, say) lands on nothing, and the form shows the problem's sentence.
 */
export function toStartFormErrors(fieldErrors: Record<string, readonly string[]>): StartFormErrors {
  const errors: StartFormErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = toField(path);
    const message = messages[0];
    if (field && message) errors[field] ??= message;
  }
  return errors;
}

export type StartFormCheck = { success: true; data: StartGroupGiftInput } | { success: false; errors: StartFormErrors };

/** The form checked as the server will check it: the shape, the delivery hour and the last day against the clock. */
export function checkStartForm(input: unknown, now: Date): StartFormCheck {
  const parsed = startGroupGiftSchema.safeParse(input);
  if (!parsed.success) {
    const byPath: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
    return { success: false, errors: toStartFormErrors(byPath) };
  }
  const errors: StartFormErrors = {};
  const personalisation = checkGiftPersonalisation(parsed.data.personalisation, now);
  if (!personalisation.success) Object.assign(errors, personalisation.errors);
  const deadlineError = checkDeadline(parsed.data.deadline, now);
  if (deadlineError) errors.deadline = deadlineError;
  return Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, data: parsed.data };
}

/**
 * The target as typed, in whole dollars and the reader's way of writing them ("1,000" or "$1000"
 * in English, "1 000 $" in French): nothing for an empty field, else cents (NaN when it is not a
 * whole number of dollars, which the schema refuses).
 */
export function parseTargetDollars(text: string, locale: string): number | undefined {
  if (text.trim() === '') return undefined;
  const cents = readDollarAmount(text, locale);
  return cents !== null && cents % 100 === 0 ? cents : Number.NaN;
}

/** What POST /api/group-gifts answers: where the two links lead (paths without the language prefix). */
export const startedGroupGiftSchema = z.object({ groupGiftId: z.string(), contributionPath: z.string(), managementPath: z.string() });
