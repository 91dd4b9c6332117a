'use client';

import { useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { StaffText } from '@/components/ui/staff-text';
import { requestApi } from '@/lib/api-client';
import { productReviewsPageSchema, type ProductReview, type ProductReviewsPage } from '../schemas';
import { RatingStars } from './rating-stars';

function ReviewItem({ review, focusOnMount }: { review: ProductReview; focusOnMount: boolean }) {
  const t = useTranslations('modules.reviews.section');
  const format = useFormatter();
  return (
    <li
      tabIndex={focusOnMount ? -1 : undefined}
      ref={(element) => {
        if (element && focusOnMount) element.focus();
      }}
      className="flex flex-col gap-2 border-b border-black/10 pb-5 last:border-b-0"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        <span className="sr-only">{t('starsLabel', { rating: review.rating })}</span>
        <time dateTime={review.createdAt} className="text-sm text-muted">
          {format.dateTime(new Date(review.createdAt), { dateStyle: 'medium', timeZone: 'America/Toronto' })}
        </time>
      </div>
      {review.experienceTitle && (
        <p className="text-sm font-semibold">
          {t.rich('aboutExperience', {
            title: review.experienceTitle,
            experience: (chunks) => <StaffText untranslated={review.experienceTitleUntranslated}>{chunks}</StaffText>,
          })}
        </p>
      )}
      <p className="whitespace-pre-line">{review.text}</p>
      <p className="text-sm font-semibold text-muted">{t('byline', { name: review.authorName, city: review.authorCity ?? 'none' })}</p>
    </li>
  );
}

/**
 * The newest reviews: the first page comes with the (cached) product page, further pages from the
 * cached reviews endpoint when asked for. Focus moves to the first review loaded.
 */
export function ProductReviewList({ slug, firstPage }: { slug: string; firstPage: ProductReviewsPage }) {
  const t = useTranslations('modules.reviews.section');
  const locale = useLocale();
  const [items, setItems] = useState(firstPage.items);
  const [page, setPage] = useState(firstPage.page);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);

  async function loadMore(): Promise<void> {
    setLoading(true);
    setFailed(false);
    try {
      const next = await requestApi(`/api/reviews/${encodeURIComponent(locale)}/${encodeURIComponent(slug)}/${page + 1}`, productReviewsPageSchema);
      setItems((current) => [...current, ...next.items.filter((item) => !current.some((known) => known.id === item.id))]);
      setPage(next.page);
      setFocusId(next.items[0]?.id ?? null);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <ul aria-label={t('listLabel')} className="flex flex-col gap-5">
        {items.map((review) => (
          <ReviewItem key={review.id} review={review} focusOnMount={review.id === focusId} />
        ))}
      </ul>
      {failed && (
        <p role="alert" className="text-sm font-medium text-brand-dark">
          {t('loadFailed')}
        </p>
      )}
      {page < firstPage.pageCount && (
        <div>
          <Button variant="secondary" loading={loading} onClick={loadMore}>
            {t('showMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
