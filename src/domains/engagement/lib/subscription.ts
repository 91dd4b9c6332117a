/** SPEC §9: the subscribe modal appears after 15 s, is 700 px wide and rests for a day once shown. */
export const SUBSCRIBE_MODAL_DELAY_MS = 15_000;
export const SUBSCRIBE_MODAL_WIDTH_PX = 700;
export const SUBSCRIBE_MODAL_SNOOZE_SECONDS = 86_400;
/** When the moment is wrong (a task page, a field in use, another overlay), the modal asks again this much later. */
export const SUBSCRIBE_MODAL_RETRY_MS = 5_000;

/**
 * Pages where the visitor is in the middle of a task (paying, booking, activating, signing in, their
 * account, the back office): a marketing pop-up there steals focus from a form (a card number once
 * landed in the newsletter field), so it never opens on them.
 */
const TASK_PAGE_PATHS = [
  '/order',
  '/order-success',
  '/booking/checkout',
  '/booking/confirmation',
  '/payments',
  '/voucher/activation',
  '/voucher/activated',
  '/voucher/check',
  '/certificate/activation',
  '/cancellation',
  '/auth',
  '/account',
  '/review',
  '/admin',
];

/** Whether `pathname` (with or without a locale prefix such as `/fr-CA`) is a task page. */
export function isTaskPagePath(pathname: string, locales: readonly string[]): boolean {
  const [, first = ''] = pathname.split('/');
  const path = locales.includes(first) ? pathname.slice(first.length + 1) || '/' : pathname;
  return TASK_PAGE_PATHS.some((taskPath) => path === taskPath || path.startsWith(`${taskPath}/`));
}

/** SPEC §9: the subscribe coupon expires after a day. */
export const SUBSCRIBE_COUPON_TTL_SECONDS = 86_400;
export const SUBSCRIBE_COUPON_PERCENT = 10;

/** Shown when it never was, or longer ago than the snooze; a time in the future counts as tampered. */
export function shouldShowSubscribeModal(lastShownAtMs: number | null, nowMs: number): boolean {
  if (lastShownAtMs === null || !Number.isFinite(lastShownAtMs) || lastShownAtMs > nowMs) return true;
  return nowMs - lastShownAtMs >= SUBSCRIBE_MODAL_SNOOZE_SECONDS * 1000;
}

// No 0/O, 1/I/L: the code is read off a screen and typed at checkout.
const COUPON_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const COUPON_RANDOM_LENGTH = 10;

/** `NEWS-` and 10 random characters (about 50 bits): not guessable from another subscriber's code. */
export function generateSubscribeCouponCode(randomValues: (bytes: Uint8Array) => Uint8Array): string {
  const alphabetSize = COUPON_ALPHABET.length;
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabetSize);
  let code = '';
  while (code.length < COUPON_RANDOM_LENGTH) {
    for (const byte of randomValues(new Uint8Array(COUPON_RANDOM_LENGTH * 2))) {
      if (byte < limit && code.length < COUPON_RANDOM_LENGTH) code += COUPON_ALPHABET[byte % alphabetSize];
    }
  }
  return `NEWS-${code}`;
}

export function getSubscribeCouponValidUntil(now: Date): Date {
  return new Date(now.getTime() + SUBSCRIBE_COUPON_TTL_SECONDS * 1000);
}

/**
 * When the coupon stops working, in the visitor's own zone (it is theirs, tied to no experience's
 * place) and naming it: "Nov 28, 2026, 5:42 a.m. EST". `timeZone` is for tests.
 */
export function formatCouponValidUntil(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(
    new Date(iso),
  );
}
