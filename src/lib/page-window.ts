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
