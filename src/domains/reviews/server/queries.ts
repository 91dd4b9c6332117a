import 'server-only';
import { getDatabase } from '@/server/db';
import { PRODUCT_REVIEWS_PAGE_SIZE, type ProductReviewsPage, type ProductTitleReader } from '../schemas';
import { findReviewedProductIds, findVisibleReviews } from './repository';

/**
 * Newest visible reviews of a published product (a gift: of the experiences it covers), one page
 * at a time, a gift's naming the experience each is about in `locale` with `readTitles` (the
 * catalogue's, handed in: reviews sit below it). Uncached: the catalogue caches it per language
 * with the product page, whose tag a new or hidden review invalidates.
 */
export async function readProductReviews(slug: string, page: number, locale: string, readTitles: ProductTitleReader): Promise<ProductReviewsPage | null> {
  const db = getDatabase();
  const reviewed = await findReviewedProductIds(db, slug);
  if (!reviewed) return null;
  const { rows, total } = await findVisibleReviews(db, reviewed.ids, (page - 1) * PRODUCT_REVIEWS_PAGE_SIZE, PRODUCT_REVIEWS_PAGE_SIZE);
  const gift = reviewed.kind === 'GIFT_VOUCHER';
  const titles = gift ? await readTitles(rows.map((row) => ({ productId: row.productId, title: row.product.title })), locale) : [];
  return {
    items: rows.map((row, index) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      authorName: row.authorName,
      authorCity: row.authorCity,
      createdAt: row.createdAt.toISOString(),
      experienceTitle: gift ? (titles[index]?.title ?? row.product.title) : null,
      experienceTitleUntranslated: titles[index]?.untranslated.includes('title') ?? false,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PRODUCT_REVIEWS_PAGE_SIZE)),
  };
}
