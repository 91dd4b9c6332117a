import { z } from 'zod';

export const productKinds = ['GIFT_VOUCHER', 'EXPERIENCE'] as const;

export const productImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** What a product card shows; the only product shape list pages receive. */
export const productCardSchema = z.object({
  id: z.string(),
  kind: z.enum(productKinds),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  priceCents: z.number().int(),
  city: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  image: productImageSchema.nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const landingSchema = z.object({
  id: z.string(),
  urlPath: z.string(),
  title: z.string(),
  body: z.string(),
  bannerImg: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  breadcrumbs: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type Landing = z.infer<typeof landingSchema>;
