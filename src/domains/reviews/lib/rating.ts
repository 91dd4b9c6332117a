/** Ratings are whole stars from 1 to 5. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;

export type RatingSummary = { average: number; count: number };

/**
 * The average shown on cards, pages and in structured data: one decimal, rounded half up on the
 * exact integer maths (4.25 → 4.3), so 17/4 never shows as 4.2 through a binary float. No
 * reviews is no rating (null), never 0 stars.
 */
export function summarizeRating(ratingSum: number, ratingCount: number): RatingSummary | null {
  if (ratingCount <= 0) return null;
  const tenths = Math.floor((ratingSum * 20 + ratingCount) / (ratingCount * 2));
  return { average: tenths / 10, count: ratingCount };
}

/** "Claire Bouchard" → "Claire B.": reviews name the author without their full surname. */
export function formatReviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase('en-CA')}.` : first;
}

/**
 * A booking can be reviewed once its experience has started: its start instant when known, else
 * the day after its (local) travel date, so a date-only booking is never reviewable before it.
 */
export function hasExperienceStarted(booking: { startsAt: Date | null; travelDate: Date }, now: Date): boolean {
  const startedAt = booking.startsAt ?? new Date(booking.travelDate.getTime() + 24 * 60 * 60 * 1000);
  return startedAt.getTime() <= now.getTime();
}
