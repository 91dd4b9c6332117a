import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { isDefaultContentLocale, toTranslationText } from './content-translation';

/** The languages staff translate into: every language of the shop but English, the items' own. */
export const translationLocales = routing.locales.filter((locale) => !isDefaultContentLocale(locale));

/** The `{locale}` of a translation's address. */
export const translationLocaleSchema = z.enum(routing.locales).refine((locale) => !isDefaultContentLocale(locale), {
  message: 'English is edited on the item itself; choose another language.',
});

/** A translated text as staff send it: blank, null or absent means "not translated", kept as null. */
export function translationTextSchema(maxLength: number) {
  return z
    .string()
    .max(maxLength, `At most ${maxLength} characters`)
    .nullish()
    .transform((text) => toTranslationText(text));
}

/** A language's name for the (English) back office: "Canadian French" for fr-CA. */
export function staffLanguageName(locale: string): string {
  return new Intl.DisplayNames(['en-CA'], { type: 'language' }).of(locale) ?? locale;
}

/** Only the texts of a stored translation, as its form edits and sends them. */
export function pickTranslationTexts(translation: Record<string, unknown>, fields: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(fields.map((field) => [field, typeof translation[field] === 'string' ? (translation[field] as string) : null]));
}
