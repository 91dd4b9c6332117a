/** Upper bound of one love list, in the browser and in the account. */
export const LOVE_LIST_MAX_ITEMS = 200;

/**
 * The one overflow rule of a love list, kept newest first in the browser and in the account alike:
 * past the maximum the oldest entries give way, so saving a product never fails. Returns the
 * entries to keep and those that overflow (for the account, the rows to delete).
 */
export function splitLoveListOverflow<T>(newestFirst: readonly T[]): { kept: T[]; overflow: T[] } {
  return { kept: newestFirst.slice(0, LOVE_LIST_MAX_ITEMS), overflow: newestFirst.slice(LOVE_LIST_MAX_ITEMS) };
}
