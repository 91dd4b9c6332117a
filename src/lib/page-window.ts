/** Rows `skip`…`skip + take - 1` of a list, read from whichever end of its order is nearer. */
export type PageWindow = { reverse: boolean; skip: number; take: number };

/**
 * An OFFSET costs as many index entries as it skips, so a back-office list's last page of 200,000
 * rows would walk all of them (issue 28). A page nearer the end is read in the reverse order with
 * the small offset from that end, then turned around by the caller (`reverse`): the same rows,
 * as long as the order is total (it ends with the id).
 */
export function planPageWindow(page: { skip: number; take: number }, total: number): PageWindow {
  const end = Math.min(total, page.skip + page.take);
  const fromEnd = total - end;
  if (fromEnd >= page.skip) return { reverse: false, skip: page.skip, take: page.take };
  return { reverse: true, skip: fromEnd, take: Math.max(0, end - page.skip) };
}

/**
 * The most rows a back-office list counts: counting every row costs as much as reading them
 * (issue 28), so past this the total shows as "more than 10,000".
 */
export const LIST_TOTAL_CAP = 10_000;
/** The `take` of a list's count: one row past the cap tells "more than" from "exactly". */
export const LIST_COUNT_LIMIT = LIST_TOTAL_CAP + 1;

/** A list's total, exact up to the cap; `totalCapped` says there are more rows than `total`. */
export type ListTotal = { total: number; totalCapped: boolean };

/** The total of a count limited to LIST_COUNT_LIMIT rows. */
export function readListTotal(counted: number): ListTotal {
  return counted > LIST_TOTAL_CAP ? { total: LIST_TOTAL_CAP, totalCapped: true } : { total: counted, totalCapped: false };
}

/** The window of a page of a list whose total may be capped: past the cap its end is unknown, so the page is read from the start. */
export function planListPage(page: { skip: number; take: number }, total: ListTotal): PageWindow {
  return total.totalCapped ? { reverse: false, skip: page.skip, take: page.take } : planPageWindow(page, total.total);
}
