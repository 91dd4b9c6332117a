import { z } from 'zod';
import { translationTextSchema } from '@/lib/translation-input';

/**
 * `PUT /api/admin/products/{id}/translations/{locale}`: the product's texts in that language, all
 * at once; a blank text is "not translated" and the shop shows the English one (docs/adr/0024).
 * The limits are the English fields' (staff-schemas.ts).
 */
export const productTranslationInputSchema = z
  .object({
    title: translationTextSchema(200),
    summary: translationTextSchema(500),
    description: translationTextSchema(50_000),
    meetingPoint: translationTextSchema(300),
    cancellationPolicy: translationTextSchema(2_000),
    seoTitle: translationTextSchema(200),
    seoDescription: translationTextSchema(500),
  })
  .strict();

/** The answer of GET and PUT: the texts as stored, null where not translated. */
export const staffProductTranslationSchema = z.object({
  locale: z.string(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  meetingPoint: z.string().nullable(),
  cancellationPolicy: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type StaffProductTranslation = z.infer<typeof staffProductTranslationSchema>;

/** `PUT /api/admin/tags/{id}/translations/{locale}`. */
export const tagTranslationInputSchema = z.object({ name: translationTextSchema(80) }).strict();
export const staffTagTranslationSchema = z.object({ locale: z.string(), name: z.string().nullable(), updatedAt: z.string().nullable() });
export type StaffTagTranslation = z.infer<typeof staffTagTranslationSchema>;
