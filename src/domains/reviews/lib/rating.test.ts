import { describe, expect, it } from 'vitest';
import { formatReviewAuthorName, hasExperienceStarted, summarizeRating } from './rating';

describe('summarizeRating', () => {
  it('is null without reviews', () => {
    expect(summarizeRating(0, 0)).toBeNull();
  });

  it('averages to one decimal', () => {
    expect(summarizeRating(14, 3)).toEqual({ average: 4.7, count: 3 });
    expect(summarizeRating(5, 1)).toEqual({ average: 5, count: 1 });
    expect(summarizeRating(10, 3)).toEqual({ average: 3.3, count: 3 });
  });

  it('rounds halves up on exact maths', () => {
    // 17 / 4 = 4.25 and 4.45 * 20 = 89 / 20: both sit exactly on a half.
    expect(summarizeRating(17, 4)?.average).toBe(4.3);
    expect(summarizeRating(89, 20)?.average).toBe(4.5);
  });

  it('stays within 1 and 5', () => {
    expect(summarizeRating(128 * 5, 128)?.average).toBe(5);
    expect(summarizeRating(7, 7)?.average).toBe(1);
  });
});

describe('formatReviewAuthorName', () => {
  it('keeps the first name and the initial of the last name', () => {
    expect(formatReviewAuthorName('Claire', 'bouchard')).toBe('Claire B.');
    expect(formatReviewAuthorName(' Émile ', ' Ouellet')).toBe('Émile O.');
  });

  it('leaves out a missing last name', () => {
    expect(formatReviewAuthorName('Ava', '')).toBe('Ava');
  });
});

describe('hasExperienceStarted', () => {
  const now = new Date('2026-06-10T15:00:00Z');

  it('uses the start instant when known', () => {
    expect(hasExperienceStarted({ startsAt: new Date('2026-06-10T14:00:00Z'), travelDate: new Date('2026-06-10') }, now)).toBe(true);
    expect(hasExperienceStarted({ startsAt: new Date('2026-06-10T16:00:00Z'), travelDate: new Date('2026-06-10') }, now)).toBe(false);
  });

  it('waits for the day after a date-only booking', () => {
    expect(hasExperienceStarted({ startsAt: null, travelDate: new Date('2026-06-10') }, now)).toBe(false);
    expect(hasExperienceStarted({ startsAt: null, travelDate: new Date('2026-06-09') }, now)).toBe(true);
  });
});
