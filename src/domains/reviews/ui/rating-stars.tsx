import { Icon } from '@/components/ui/icon';
import { MAX_RATING } from '../lib/rating';

/**
 * Five stars, the rounded rating filled. Decorative: the text beside it (or the caller's label)
 * says the rating, so screen readers do not hear five images.
 */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span aria-hidden="true" className="inline-flex shrink-0 text-amber-500">
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Icon key={index} name={index < filled ? 'star-filled' : 'star'} size={size} />
      ))}
    </span>
  );
}
