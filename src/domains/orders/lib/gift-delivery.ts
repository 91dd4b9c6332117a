import { GIFT_DELIVERY_MAX_DAYS_AHEAD, giftPersonalisationSchema, recipientTimeZones } from '../schemas';
import type { GiftDelivery, GiftPersonalisation, RecipientTimeZone } from '../schemas';
import { addDaysToLocalDate, getInstantOfLocalHour, getLocalDateAndHour } from '@/lib/local-time';

/** Form fields a personalisation error can belong to. */
export type GiftPersonalisationField = 'recipientName' | 'message' | 'recipientEmail' | 'date';

/** Error keys of `form.giftPersonalisation.errors`, by field. */
export type GiftPersonalisationErrors = Partial<Record<GiftPersonalisationField, string>>;

export type GiftPersonalisationCheck = { success: true; data: GiftPersonalisation } | { success: false; errors: GiftPersonalisationErrors };

const giftPersonalisationErrorKeys = new Set(['recipientNameRequired', 'nameTooLong', 'messageTooLong', 'emailRequired', 'emailInvalid', 'dateInvalid']);

const DEFAULT_RECIPIENT_TIME_ZONE: RecipientTimeZone = 'America/Toronto';

/** "2027-02-30" matches the pattern but is no day of the calendar. */
function isCalendarDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}

/** The browser's own zone when it is one of Canada's, else Eastern time, where most recipients live. */
export function guessRecipientTimeZone(browserTimeZone: string | undefined): RecipientTimeZone {
  return recipientTimeZones.find((zone) => zone === browserTimeZone) ?? DEFAULT_RECIPIENT_TIME_ZONE;
}

/** A scheduled e-mail must go out at an hour still ahead in the recipient's zone, within a year. */
export function checkDeliverySchedule(delivery: GiftDelivery, now: Date): string | null {
  if (delivery.method !== 'email' || delivery.schedule.when !== 'scheduled') return null;
  const { date, hour, timeZone } = delivery.schedule;
  if (!isCalendarDate(date)) return 'dateInvalid';
  const local = getLocalDateAndHour(timeZone, now);
  if (date < local.date || (date === local.date && hour <= local.hour)) return 'dateInPast';
  if (date > addDaysToLocalDate(local.date, GIFT_DELIVERY_MAX_DAYS_AHEAD)) return 'dateTooFar';
  return null;
}

const fieldOfPath: Record<string, GiftPersonalisationField> = {
  recipientName: 'recipientName',
  message: 'message',
  'delivery.recipientEmail': 'recipientEmail',
  'delivery.schedule.date': 'date',
  'delivery.schedule.hour': 'date',
};

/** The shape (giftPersonalisationSchema) and the clock's rules, with one error key per field. */
export function checkGiftPersonalisation(input: unknown, now: Date): GiftPersonalisationCheck {
  const parsed = giftPersonalisationSchema.safeParse(input);
  if (!parsed.success) {
    const errors: GiftPersonalisationErrors = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath[issue.path.join('.')];
      // The schema's own messages are keys; anything else (a tampered shape) is a plain "invalid".
      if (field) errors[field] ??= giftPersonalisationErrorKeys.has(issue.message) ? issue.message : 'invalid';
    }
    return {
      success: false,
      errors: Object.keys(errors).length > 0 ? errors : { recipientName: 'invalid' },
    };
  }
  const scheduleError = checkDeliverySchedule(parsed.data.delivery, now);
  if (scheduleError) return { success: false, errors: { date: scheduleError } };
  return { success: true, data: parsed.data };
}

/** When a voucher e-mail goes out: null for at once (and for printing), else the chosen local hour's instant. */
export function getDeliveryInstant(delivery: GiftDelivery): { deliverAt: Date; timeZone: string } | null {
  if (delivery.method !== 'email' || delivery.schedule.when !== 'scheduled') return null;
  const { date, hour, timeZone } = delivery.schedule;
  return { deliverAt: getInstantOfLocalHour(date, hour, timeZone), timeZone };
}
