// Plain checks, not zod: the browser reads the love list back on every page (docs/performance.md, R4).
import { isOneOf, isRecord, isText, isWholeNumber, readEach } from '@/lib/plain-checks';

const productKinds = ['GIFT_VOUCHER', 'EXPERIENCE'] as const;

/** What the love list keeps per product: enough to show and link it without a server call. */
export type LoveListProduct = {
  id: string;
  slug: string;
  kind: (typeof productKinds)[number];
  title: string;
  priceCents: number;
  imageUrl: string | null;
};

/** One stored or answered product, with only the fields the list keeps; null when it does not read. */
export function readLoveListProduct(value: unknown): LoveListProduct | null {
  if (!isRecord(value)) return null;
  const { id, slug, kind, title, priceCents, imageUrl } = value;
  if (!isText(id, 64, 1) || !isText(slug, 200, 1) || !isOneOf(kind, productKinds) || !isText(title, 300)) return null;
  if (!isWholeNumber(priceCents) || !(imageUrl === null || isText(imageUrl, 2000))) return null;
  return { id, slug, kind, title, priceCents, imageUrl };
}

/** Answer of GET, PUT and DELETE /api/love-list. */
export function readLoveListAnswer(value: unknown): { items: LoveListProduct[] } | null {
  const items = isRecord(value) ? readEach(value.items, readLoveListProduct) : null;
  return items === null ? null : { items };
}
