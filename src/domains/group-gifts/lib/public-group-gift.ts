import { getLocalDate } from '@/lib/local-time';
import { parseDollarsToCents } from '@/lib/money';
import { DEADLINE_TIME_ZONE } from './group-gift-rules';

/** What the public page says of a group gift: taking money, or why not any more. */
export type PublicGroupGiftState = 'open' | 'sent' | 'cancelled' | 'closed';

/**
 * An open group gift past its deadline takes nothing more (the service refuses it), even before
 * the deadline job has sent or closed it: the page says so instead of showing a form that fails.
 */
export function getPublicGroupGiftState(status: 'OPEN' | 'SENT' | 'CANCELLED' | 'CLOSED', deadline: Date, now: Date): PublicGroupGiftState {
  if (status === 'SENT') return 'sent';
  if (status === 'CANCELLED') return 'cancelled';
  if (status === 'CLOSED' || deadline <= now) return 'closed';
  return 'open';
}

/** The last day contributions are taken (YYYY-MM-DD in the shop's calendar): the deadline is the midnight after it. */
export function getLastCollectingDay(deadline: Date): string {
  return getLocalDate(DEADLINE_TIME_ZONE, new Date(deadline.getTime() - 1));
}

/** How far toward the target, as a whole percentage from 0 to 100 (a target passed shows full). */
export function getProgressPercent(collectedCents: number, targetCents: number): number {
  if (targetCents <= 0) return 100;
  return Math.min(100, Math.floor((collectedCents * 100) / targetCents));
}

/**
 * Dollars as a contributor types them → cents, or null. French readers write the decimal with a
 * comma ("25,50") and group thousands with spaces; English ones use a point and commas.
 */
export function readDollarAmount(text: string, locale: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f$]/g, '');
  if (locale.split('-')[0] !== 'fr') return parseDollarsToCents(compact);
  // One decimal mark: a second comma, or a comma beside a point, is not an amount.
  if (/,.*[,.]|\..*,/.test(compact)) return null;
  return parseDollarsToCents(compact.replace(',', '.'));
}
