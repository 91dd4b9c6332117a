import { getFormatter, getTranslations } from 'next-intl/server';
import type { RatingSummary as RatingSummaryData } from '../lib/rating';
import { RatingStars } from './rating-stars';

/** "★★★★★ 4.7 · 128 reviews" on product pages; on cards a compact "★ 4.7 (128)" with a full label. */
export async function RatingSummary({ rating, variant }: { rating: RatingSummaryData; variant: 'card' | 'page' }) {
  const [t, format] = await Promise.all([getTranslations('modules.reviews'), getFormatter()]);
  const average = format.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (variant === 'card') {
    return (
      <p className="flex items-center gap-1 text-sm">
        <RatingStars rating={rating.average} size={14} />
        <span className="sr-only">{t('cardSummary', { average, count: rating.count })}</span>
        <span aria-hidden="true" className="font-semibold">
          {average}
        </span>
        <span aria-hidden="true" className="text-muted">
          ({format.number(rating.count)})
        </span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2">
      <RatingStars rating={rating.average} size={20} />
      <a href="#reviews" className="font-semibold underline-offset-4 hover:underline">
        <span className="sr-only">{t('ratingLabel', { average })}, </span>
        {t('summary', { average, count: rating.count })}
      </a>
    </p>
  );
}
