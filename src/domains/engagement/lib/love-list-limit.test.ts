import { describe, expect, it } from 'vitest';
import { LOVE_LIST_MAX_ITEMS, splitLoveListOverflow } from './love-list-limit';

describe('splitLoveListOverflow', () => {
  it('keeps a list within the maximum whole', () => {
    expect(splitLoveListOverflow(['c', 'b', 'a'])).toEqual({ kept: ['c', 'b', 'a'], overflow: [] });
  });

  it('lets the oldest entries (at the end of a newest-first list) give way past the maximum', () => {
    const newestFirst = Array.from({ length: LOVE_LIST_MAX_ITEMS + 2 }, (_, index) => LOVE_LIST_MAX_ITEMS + 1 - index);
    const { kept, overflow } = splitLoveListOverflow(newestFirst);
    expect(kept).toHaveLength(LOVE_LIST_MAX_ITEMS);
    expect(kept[0]).toBe(LOVE_LIST_MAX_ITEMS + 1);
    expect(overflow).toEqual([1, 0]);
  });
});
