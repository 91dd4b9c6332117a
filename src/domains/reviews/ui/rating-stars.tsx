import { starFromTop } from '@/components/ui/icon-registry';
import { MAX_RATING } from '../lib/rating';

/** The star icons from `first` up to (not including) `end`, side by side in one path: `m24 0` moves from one star's top to the next one's. */
function starsPath(first: number, end: number): string {
  return `M${12 + first * 24} 3${starFromTop}${`m24 0${starFromTop}`.repeat(end - first - 1)}`;
}

/**
 * Five stars, the rounded rating filled. Decorative: the text beside it (or the caller's label)
 * says the rating, so screen readers do not hear five images. One svg of two paths: five icons
 * were five svg elements of a dozen attributes each, sixty on a list page, in its HTML and again
 * in its RSC payload (issue 28).
 */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.min(MAX_RATING, Math.max(0, Math.round(rating)));
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${MAX_RATING * 24} 24`}
      width={MAX_RATING * size}
      height={size}
      className="shrink-0 text-amber-500"
    >
      {filled > 0 && <path d={starsPath(0, filled)} fill="currentColor" />}
      {filled < MAX_RATING && (
        <path d={starsPath(filled, MAX_RATING)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
      )}
    </svg>
  );
}
