import 'server-only';
import { cachedRead, cacheTags } from '@/server/cache';
import { getDatabase } from '@/server/db';
import { PRODUCT_REVIEWS_PAGE_SIZE, type ProductReviewsPage } from '../schemas';
import { findReviewedProductIds, findVisibleReviews } from './repository';

/** Uncached: for another cached read that includes it (the product page's first page). */
export async function readProductReviews(slug: string, page: number): Promise<ProductReviewsPage | null> {
  const db = getDatabase();
  const reviewed = await findReviewedProductIds(db, slug);
  if (!reviewed) return null;
  const { rows, total } = await findVisibleReviews(db, reviewed.ids, (page - 1) * PRODUCT_REVIEWS_PAGE_SIZE, PRODUCT_REVIEWS_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      authorName: row.authorName,
      authorCity: row.authorCity,
      createdAt: row.createdAt.toISOString(),
      experienceTitle: reviewed.kind === 'GIFT_VOUCHER' ? row.product.title : null,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PRODUCT_REVIEWS_PAGE_SIZE)),
  };
}

/**
 * Newest visible reviews of a published product (a gift: of the experiences it covers), one page
 * at a time. Cached with the product page: a new or hidden review invalidates the product's tag.
 */
export const listProductReviews = cachedRead(readProductReviews, ['product-reviews'], (slug) => [cacheTags.catalog, cacheTags.product(slug)]);
