import { describe, expect, it } from 'vitest';
import { LIST_COUNT_LIMIT, planListPage, planPageWindow, readListTotal } from './page-window';

/** The rows a window reads from a list of `total` numbered rows, in the list's order. */
function readRows(page: { skip: number; take: number }, total: number): number[] {
  const rows = Array.from({ length: total }, (_, index) => index);
  const window = planPageWindow(page, total);
  if (!window.reverse) return rows.slice(window.skip, window.skip + window.take);
  return [...rows].reverse().slice(window.skip, window.skip + window.take).reverse();
}

describe('planPageWindow', () => {
  it('reads the first half forwards and the second half backwards, with the small offset', () => {
    expect(planPageWindow({ skip: 0, take: 20 }, 200_000)).toEqual({ reverse: false, skip: 0, take: 20 });
    expect(planPageWindow({ skip: 199_980, take: 20 }, 200_000)).toEqual({ reverse: true, skip: 0, take: 20 });
    expect(planPageWindow({ skip: 199_960, take: 20 }, 199_990)).toEqual({ reverse: true, skip: 10, take: 20 });
    // A short last page: only the rows it has.
    expect(planPageWindow({ skip: 199_980, take: 20 }, 199_990)).toEqual({ reverse: true, skip: 0, take: 10 });
  });

  it('gives the same rows as an offset from the start, for every page, past the end included', () => {
    for (const total of [0, 1, 7, 20, 21, 45]) {
      for (let skip = 0; skip <= total + 20; skip += 5) {
        expect(readRows({ skip, take: 5 }, total), `skip ${skip} of ${total}`).toEqual(Array.from({ length: total }, (_, index) => index).slice(skip, skip + 5));
      }
    }
  });
});

describe('a capped list total', () => {
  it('is exact up to 10,000 and "more than 10,000" past it', () => {
    expect(LIST_COUNT_LIMIT).toBe(10_001);
    expect(readListTotal(0)).toEqual({ total: 0, totalCapped: false });
    expect(readListTotal(10_000)).toEqual({ total: 10_000, totalCapped: false });
    expect(readListTotal(10_001)).toEqual({ total: 10_000, totalCapped: true });
  });

  it('reads a page of a capped list from the start, and of an exact one from the nearer end', () => {
    expect(planListPage({ skip: 12_000, take: 20 }, { total: 10_000, totalCapped: true })).toEqual({ reverse: false, skip: 12_000, take: 20 });
    expect(planListPage({ skip: 9_980, take: 20 }, { total: 10_000, totalCapped: false })).toEqual({ reverse: true, skip: 0, take: 20 });
  });
});
