import 'server-only';
import { translationLocaleSchema } from '@/lib/translation-input';
import { parseInput } from './parse-input';

/** The `{locale}` of a translation's address: one of the shop's languages other than English, else 400. */
export function parseTranslationLocale(locale: string): string {
  return parseInput(translationLocaleSchema, locale, { message: 'Choose one of the shop’s other languages.' });
}
