// zod/mini: the browser reads the love list back with this on every page, and the full zod API
// weighs ~30 kB gzipped there (docs/performance.md, R4).
import * as z from 'zod/mini';

/** What the love list keeps per product: enough to show and link it without a server call. */
export const loveListProductSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  slug: z.string().check(z.minLength(1), z.maxLength(200)),
  kind: z.enum(['GIFT_VOUCHER', 'EXPERIENCE']),
  title: z.string().check(z.maxLength(300)),
  priceCents: z.int().check(z.nonnegative()),
  imageUrl: z.nullable(z.string().check(z.maxLength(2000))),
});
export type LoveListProduct = z.infer<typeof loveListProductSchema>;

/** Answer of GET, PUT and DELETE /api/love-list. */
export const loveListResponseSchema = z.object({ items: z.array(loveListProductSchema) });
