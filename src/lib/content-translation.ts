import { routing } from '@/i18n/routing';

/**
 * Staff-edited texts in the page's language (docs/adr/0024): English lives in the item, other
 * languages in its translation, where a null or blank field means "not translated yet".
 */

/** An item as a page in `locale` shows it, with the texts still in English (to mark `lang`). */
export type Localized<Item, Field extends keyof Item> = Item & { untranslated: Field[] };

/** English is the items' own text: nothing to look up or overlay. */
export function isDefaultContentLocale(locale: string): boolean {
  return locale === routing.defaultLocale;
}

/**
 * The item with each translated text in place of the English one; a text without translation
 * stays English and is listed in `untranslated` (an empty English text needs no translation).
 */
export function overlayTranslation<Item extends { [Key in Field]: string | null }, Field extends keyof Item & string>(
  item: Item,
  translation: Partial<Record<Field, string | null>> | undefined,
  fields: readonly Field[],
  locale: string,
): Localized<Item, Field> {
  if (isDefaultContentLocale(locale)) return { ...item, untranslated: [] };
  const localized: Item = { ...item };
  const untranslated: Field[] = [];
  for (const field of fields) {
    const text = translation?.[field];
    if (text != null && text.trim() !== '') localized[field] = text as Item[Field];
    else if (item[field] != null && item[field].trim() !== '') untranslated.push(field);
  }
  return { ...localized, untranslated };
}

/** The value to store for a translated text: blank means "not translated", kept as null. */
export function toTranslationText(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/**
 * A structured block (home page, footer) with the translation's texts in place: the translation
 * has the block's shape with only texts, lists matched by position; whatever it lacks, or does
 * not hold as text, stays as in the English block, and nothing else (links, icons) comes from it.
 */
export function mergeTranslatedTexts(english: unknown, translation: unknown): unknown {
  if (typeof english === 'string') return typeof translation === 'string' && translation.trim() !== '' ? translation : english;
  if (Array.isArray(english)) {
    return english.map((item, index) => mergeTranslatedTexts(item, Array.isArray(translation) ? translation[index] : undefined));
  }
  if (english !== null && typeof english === 'object') {
    const translated = translation !== null && typeof translation === 'object' && !Array.isArray(translation) ? (translation as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, mergeTranslatedTexts(value, translated[key])]));
  }
  return english;
}
