import { describe, expect, it } from 'vitest';
import { getProgressPercent } from './management';

describe('getProgressPercent', () => {
  it('is the whole percentage collected, capped at 100, and null without a target', () => {
    expect(getProgressPercent(0, 20_000)).toBe(0);
    expect(getProgressPercent(9_999, 20_000)).toBe(49);
    expect(getProgressPercent(25_000, 20_000)).toBe(100);
    expect(getProgressPercent(5_000, null)).toBeNull();
  });
});
