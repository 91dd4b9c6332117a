import enCA from '../../messages/en-CA.json';
import frCA from '../../messages/fr-CA.json';
import type { AppLocale } from './locale';

/**
 * Every locale's messages, loaded statically, for what is written outside a page's request:
 * e-mails, the voucher PDF and the calendar file are rendered in a job or for another person
 * (the recipient, the customer) than the one whose request runs, so `getTranslations()` and its
 * request locale do not apply. A locale added to the routing fails the type check until its
 * messages are listed here.
 */
const catalogues: Record<AppLocale, typeof enCA> = {
  'en-CA': enCA,
  'fr-CA': frCA,
};

/** The messages of a document's language, for `createTranslator({ locale, messages, namespace })`. */
export function getDocumentMessages(locale: AppLocale): typeof enCA {
  return catalogues[locale];
}
