// Plain checks, not zod: the browser reads the cart back on every page (docs/performance.md, R4).
// The gift page's and /order's forms check a personalisation with giftPersonalisationSchema.
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_NAME_MAX_LENGTH } from '@/domains/vouchers/lib/voucher-text-limits';
import { isOneOf, isRecord, isText, isWholeNumber, readEach } from '@/lib/plain-checks';

/** SPEC §9: the cart holds at most 6 items. */
export const CART_MAX_ITEMS = 6;

/** Canada's time zones, for the hour a scheduled voucher e-mail goes out at. */
export const recipientTimeZones = [
  'America/Vancouver',
  'America/Edmonton',
  'America/Winnipeg',
  'America/Regina',
  'America/Toronto',
  'America/Halifax',
  'America/St_Johns',
] as const;
export type RecipientTimeZone = (typeof recipientTimeZones)[number];

/** How a gift travels; the same shape as giftPersonalisationSchema's (the stored cart is checked without it). */
type GiftDelivery =
  | { method: 'email'; recipientEmail: string; schedule: { when: 'now' } | { when: 'scheduled'; date: string; hour: number; timeZone: RecipientTimeZone } }
  | { method: 'print' };
type GiftPersonalisation = { recipientName: string; message: string; delivery: GiftDelivery };

/** SPEC §3 cart item: one line as the browser keeps it and as checkout will receive it. */
export type CartItem = {
  id: string;
  /** The title on the page the gift was added on. */
  title: string;
  /**
   * The title by language, as the cart has met it (added on that language's page, or asked for
   * when shown in it), so the cart follows a switch of language; `untranslated`: English for want
   * of a translation. Carts saved before it hold none: their titles are asked for when shown.
   */
  titles?: Record<string, { title: string; untranslated: boolean }>;
  /** Cents, tax included. */
  price: number;
  image: { uri: string } | null;
  tourGradeCode?: string;
  /** Local date of the experience, YYYY-MM-DD. */
  travelDate?: string;
  ageBandsCount?: { ageBandCode: string; count: number }[];
  maxTravelersCount?: number;
  provider: string | null;
  /**
   * Gifts: chosen on the gift page, or later on /order. Carts saved while the name was optional
   * may hold an empty one: /order then asks for it.
   */
  personalisation?: GiftPersonalisation;
  /** Gifts: the card design chosen on the gift page; absent: /order offers the default one. */
  designId?: string;
};

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The longest address an e-mail can have (RFC 5321); its form is checked by /order and at checkout. */
const EMAIL_MAX_LENGTH = 254;

function readDelivery(value: unknown): GiftDelivery | null {
  if (!isRecord(value)) return null;
  if (value.method === 'print') return { method: 'print' };
  const { method, recipientEmail, schedule } = value;
  if (method !== 'email' || !isText(recipientEmail, EMAIL_MAX_LENGTH, 1) || !isRecord(schedule)) return null;
  if (schedule.when === 'now') return { method, recipientEmail, schedule: { when: 'now' } };
  const { when, date, hour, timeZone } = schedule;
  if (when !== 'scheduled' || !isText(date) || !LOCAL_DATE.test(date) || !isWholeNumber(hour) || hour > 23) return null;
  return isOneOf(timeZone, recipientTimeZones) ? { method, recipientEmail, schedule: { when, date, hour, timeZone } } : null;
}

function readPersonalisation(value: unknown): GiftPersonalisation | null {
  if (!isRecord(value)) return null;
  const { recipientName, message } = value;
  const delivery = readDelivery(value.delivery);
  if (!isText(recipientName, GIFT_RECIPIENT_NAME_MAX_LENGTH) || !isText(message, GIFT_MESSAGE_MAX_LENGTH) || !delivery) return null;
  return { recipientName, message, delivery };
}

function readTitles(value: unknown): Record<string, { title: string; untranslated: boolean }> | null {
  if (!isRecord(value)) return null;
  const titles: Record<string, { title: string; untranslated: boolean }> = {};
  for (const [locale, entry] of Object.entries(value)) {
    if (!isRecord(entry) || !isText(entry.title) || typeof entry.untranslated !== 'boolean') return null;
    titles[locale] = { title: entry.title, untranslated: entry.untranslated };
  }
  return titles;
}

function readAgeBand(value: unknown): { ageBandCode: string; count: number } | null {
  return isRecord(value) && isText(value.ageBandCode) && isWholeNumber(value.count) ? { ageBandCode: value.ageBandCode, count: value.count } : null;
}

/** One stored line with only the fields a line has; null when it does not read. */
export function readCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { id, title, price, image, provider, tourGradeCode, travelDate, maxTravelersCount, designId } = value;
  if (!isText(id, Number.POSITIVE_INFINITY, 1) || !isText(title) || !isWholeNumber(price)) return null;
  const picture = image === null ? null : isRecord(image) && isText(image.uri) ? { uri: image.uri } : undefined;
  if (picture === undefined || !(provider === null || isText(provider))) return null;
  const item: CartItem = { id, title, price, image: picture, provider };
  if (value.titles !== undefined) {
    const titles = readTitles(value.titles);
    if (!titles) return null;
    item.titles = titles;
  }
  if (tourGradeCode !== undefined) {
    if (!isText(tourGradeCode)) return null;
    item.tourGradeCode = tourGradeCode;
  }
  if (travelDate !== undefined) {
    if (!isText(travelDate)) return null;
    item.travelDate = travelDate;
  }
  if (value.ageBandsCount !== undefined) {
    const ageBandsCount = readEach(value.ageBandsCount, readAgeBand);
    if (!ageBandsCount) return null;
    item.ageBandsCount = ageBandsCount;
  }
  if (maxTravelersCount !== undefined) {
    if (!isWholeNumber(maxTravelersCount, 1)) return null;
    item.maxTravelersCount = maxTravelersCount;
  }
  if (value.personalisation !== undefined) {
    const personalisation = readPersonalisation(value.personalisation);
    if (!personalisation) return null;
    item.personalisation = personalisation;
  }
  if (designId !== undefined) {
    if (!isText(designId, 64)) return null;
    item.designId = designId;
  }
  return item;
}
