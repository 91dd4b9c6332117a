import { getTranslations } from 'next-intl/server';
import type { RatingSummary as RatingSummaryData } from '../lib/rating';
import type { ProductReviewsPage } from '../schemas';
import { ProductReviewList } from './product-review-list';
import { RatingSummary } from './rating-summary';

/** The product page's reviews: the summary and the newest reviews, or a note that there are none yet. */
export async function ProductReviewsSection({
  slug,
  kind,
  rating,
  firstPage,
}: {
  slug: string;
  kind: 'GIFT_VOUCHER' | 'EXPERIENCE';
  rating: RatingSummaryData | null;
  firstPage: ProductReviewsPage | null;
}) {
  const t = await getTranslations('modules.reviews.section');
  const hasReviews = rating !== null && firstPage !== null && firstPage.items.length > 0;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-14 max-w-3xl scroll-mt-24">
      <h2 id="reviews-heading" className="mb-2 text-2xl font-extrabold">
        {t('heading')}
      </h2>
      {hasReviews ? (
        <>
          {kind === 'GIFT_VOUCHER' && <p className="mb-2 text-muted">{t('giftIntro')}</p>}
          <div className="mb-6">
            <RatingSummary rating={rating} variant="page" />
          </div>
          <ProductReviewList slug={slug} firstPage={firstPage} />
        </>
      ) : (
        <p className="text-muted">{t('none')}</p>
      )}
    </section>
  );
}
