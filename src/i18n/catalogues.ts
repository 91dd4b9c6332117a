import english from '../../messages/en-CA.json';
import french from '../../messages/fr-CA.json';

/**
 * Every language's messages, loaded statically, for text written outside next-intl's request
 * scope: route handlers name their language, and documents (e-mails, the voucher PDF and
 * printable voucher, the calendar file) are written in their reader's, often in a job
 * (docs/adr/0025).
 */
export const catalogues = {
  'en-CA': english,
  'fr-CA': french,
} satisfies Record<string, typeof english>;

/** A language the shop has messages in. */
export type CatalogueLocale = keyof typeof catalogues;

/** The messages of `locale`, for `createTranslator({ locale, messages, namespace })`. */
export function getCatalogue(locale: CatalogueLocale): typeof english {
  return catalogues[locale];
}
