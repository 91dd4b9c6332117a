import { describe, expect, it } from 'vitest';
import { getEarliestToday, isPreferredDateInPast } from './preferred-date';

describe('preferred date', () => {
  it('counts today in the westernmost Canadian zone as today', () => {
    // 06:30 UTC on 26 November is still 25 November in Vancouver.
    const now = new Date('2026-11-26T06:30:00Z');
    expect(getEarliestToday(now)).toBe('2026-11-25');
    expect(isPreferredDateInPast('2026-11-25', now)).toBe(false);
    expect(isPreferredDateInPast('2026-11-24', now)).toBe(true);
    expect(isPreferredDateInPast('2026-12-01', now)).toBe(false);
  });
});
