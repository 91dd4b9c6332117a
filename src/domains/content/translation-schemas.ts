import { z } from 'zod';
import { translationTextSchema } from '@/lib/translation-input';

/*
 * The back office's inputs and answers for content in another language than English
 * (docs/adr/0024). A blank text is "not translated": the shop shows the English one. The limits
 * are the English fields' (schemas.ts).
 */

/** `PUT /api/v3/landing-page/{id}/translations/{locale}`. */
export const landingTranslationInputSchema = z
  .object({
    title: translationTextSchema(160),
    body: translationTextSchema(100_000),
    seoTitle: translationTextSchema(160),
    seoDescription: translationTextSchema(320),
    seoKeywords: translationTextSchema(320),
  })
  .strict();

export const staffLandingTranslationSchema = z.object({
  locale: z.string(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type StaffLandingTranslation = z.infer<typeof staffLandingTranslationSchema>;

/** `PUT /api/content/posts/{id}/translations/{locale}`. */
export const postTranslationInputSchema = z
  .object({
    title: translationTextSchema(200),
    excerpt: translationTextSchema(500),
    body: translationTextSchema(200_000),
    seoTitle: translationTextSchema(160),
    seoDescription: translationTextSchema(320),
  })
  .strict();

export const staffPostTranslationSchema = z.object({
  locale: z.string(),
  title: z.string().nullable(),
  excerpt: z.string().nullable(),
  body: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type StaffPostTranslation = z.infer<typeof staffPostTranslationSchema>;

/** A text's path in its block ("hero.cta.label"): letters and positions only. */
const textPathSchema = z.string().regex(/^[A-Za-z]+(\.(\d{1,3}|[A-Za-z]+))*$/, 'Not a text of this block').max(120);

/**
 * `PUT /api/content/{home-page|footer|logo}/translations/{locale}` and
 * `PUT /api/landing/all-breadcrumbs/translations/{locale}`: texts by their path in the block (or
 * by breadcrumb id); a path the English has no text at is refused.
 */
export const textsTranslationInputSchema = z.object({ texts: z.record(textPathSchema, translationTextSchema(2_000)) }).strict();

export const breadcrumbTranslationInputSchema = z
  .object({ texts: z.record(z.string().min(1).max(40), translationTextSchema(80)) })
  .strict();

export const staffTextsTranslationSchema = z.object({
  locale: z.string(),
  texts: z.record(z.string(), z.string().nullable()),
});
export type StaffTextsTranslation = z.infer<typeof staffTextsTranslationSchema>;
