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
    /** An experience's options and age bands, by code; one left out keeps its stored translation. */
    tourGrades: z
      .array(z.object({ code: z.string().max(64), title: translationTextSchema(200), description: translationTextSchema(2_000) }).strict())
      .max(30)
      .optional(),
    ageBands: z
      .array(z.object({ code: z.string().max(64), label: translationTextSchema(60) }).strict())
      .max(10)
      .optional(),
  })
  .strict();
export type ProductTranslationInput = z.infer<typeof productTranslationInputSchema>;

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
  /** Every option and age band of the product, null where not translated. */
  tourGrades: z.array(z.object({ code: z.string(), title: z.string().nullable(), description: z.string().nullable() })),
  ageBands: z.array(z.object({ code: z.string(), label: z.string().nullable() })),
  updatedAt: z.string().nullable(),
});
export type StaffProductTranslation = z.infer<typeof staffProductTranslationSchema>;

/** `PUT /api/admin/tags/{id}/translations/{locale}`. */
export const tagTranslationInputSchema = z.object({ name: translationTextSchema(80) }).strict();
export const staffTagTranslationSchema = z.object({ locale: z.string(), name: z.string().nullable(), updatedAt: z.string().nullable() });
export type StaffTagTranslation = z.infer<typeof staffTagTranslationSchema>;
