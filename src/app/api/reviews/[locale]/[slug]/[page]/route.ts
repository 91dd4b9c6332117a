import { NextResponse } from 'next/server';
import { productReviewsParamsSchema } from '@/domains/reviews/schemas';
import { listProductReviews } from '@/domains/catalog/server/queries';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { cachedPublicRoute } from '@/server/public-route';

// Rendered once per language, product and page, then served from Next's cache until a review of the
// product is added or hidden (its tag), like the product page itself.
export const revalidate = 3600;
export { renderOnFirstRequest as generateStaticParams } from '@/app/(storefront)/render-on-first-request';

/**
 * GET /api/reviews/{locale}/{slug}/{page}: the product page's "Show more reviews" in the page's
 * language (a gift's reviews name their experience); the language is in the path, so each has a
 * cache entry of its own.
 */
export const GET = cachedPublicRoute<{ locale: string; slug: string; page: string }>(async (params) => {
  const { locale, slug, page } = parseInput(productReviewsParamsSchema, params);
  const reviews = await listProductReviews(slug, page, locale);
  if (!reviews) throw new AppError('not_found', 'This product does not exist.');
  return NextResponse.json(reviews);
});
