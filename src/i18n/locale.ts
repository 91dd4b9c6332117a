// zod/mini: the order form loads this in the browser (docs/performance.md, R4).
import * as z from 'zod/mini';
import { routing } from './routing';

/** A language the shop speaks: one of the routing's locales (en-CA, and fr-CA once it is routed). */
export type AppLocale = (typeof routing.locales)[number];

/** Any input that names a language: a form field, a stored column read back. */
export const localeSchema = z.enum(routing.locales);

/**
 * The locale a stored column names, or the default one when it names a language the shop no
 * longer routes: a document is better written in English than not sent.
 */
export function toAppLocale(value: unknown): AppLocale {
  const parsed = localeSchema.safeParse(value);
  return parsed.success ? parsed.data : routing.defaultLocale;
}

/** The address of the storefront in a language: the default one has no prefix (`localePrefix: 'as-needed'`). */
export function getLocalizedSiteUrl(siteUrl: string, locale: AppLocale): string {
  return locale === routing.defaultLocale ? siteUrl : `${siteUrl.replace(/\/$/, '')}/${locale}`;
}
