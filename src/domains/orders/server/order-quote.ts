import 'server-only';
import { localizeProductTitles } from '@/domains/catalog/server/queries';
import { listGiftsForCheckout, type GiftForCheckout } from '@/domains/catalog/server/service';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { computeOrderTotals, normalizeCouponCode } from '../lib/order-totals';
import type { OrderQuote, OrderQuoteInput, QuotedLine } from '../schemas';
import { evaluateCoupon } from './coupons';

/** Each line at the price the database holds now; a gift gone or unpublished is unavailable. */
export function quoteLines(productIds: readonly string[], gifts: readonly GiftForCheckout[]): QuotedLine[] {
  return productIds.map((productId) => {
    const gift = gifts.find((candidate) => candidate.id === productId);
    const available = gift !== undefined && gift.published;
    return { productId, slug: gift?.slug ?? null, title: gift?.title ?? null, titleUntranslated: false, priceCents: available ? gift.priceCents : null, available };
  });
}

/**
 * The lines' titles in `locale`: the cart keeps the title of the page a gift was added on, so a cart
 * filled in English and reviewed in French shows the server's French titles.
 */
async function nameQuotedLines(lines: QuotedLine[], locale: string, db: DatabaseClient): Promise<QuotedLine[]> {
  const localized = await localizeProductTitles(lines.map(({ productId, title }) => ({ productId, title: title ?? '' })), locale, db);
  return lines.map((line, index) => {
    const named = localized[index];
    if (line.title === null || !named) return line;
    return { ...line, title: named.title, titleUntranslated: named.untranslated.includes('title') };
  });
}

/** What the cart costs today, with the coupon when one is given, its titles in `locale`; nothing is written. */
export async function quoteOrder(input: OrderQuoteInput, buyer: { userId: string | null }, locale: string, db?: DatabaseClient): Promise<OrderQuote> {
  const database = getDatabase(db);
  const lines = await nameQuotedLines(quoteLines(input.productIds, await listGiftsForCheckout(input.productIds, database)), locale, database);
  const lineCents = lines.map((line) => line.priceCents ?? 0);
  const subtotalCents = computeOrderTotals(lineCents, 0).subtotalCents;
  const code = input.couponCode ? normalizeCouponCode(input.couponCode) : '';
  if (!code) return { lines, totals: computeOrderTotals(lineCents, 0), coupon: null };
  const { quote } = await evaluateCoupon(database, code, subtotalCents, { email: input.buyerEmail || null, userId: buyer.userId }, new Date());
  return { lines, totals: computeOrderTotals(lineCents, quote.status === 'applied' ? quote.discountCents : 0), coupon: quote };
}
