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
    // A list's translation is a list, or an object keyed by position (as nestTranslatedTexts writes it).
    const byPosition = translation !== null && typeof translation === 'object' ? (translation as Record<string, unknown>) : {};
    return english.map((item, index) => mergeTranslatedTexts(item, byPosition[index]));
  }
  if (english !== null && typeof english === 'object') {
    const translated = translation !== null && typeof translation === 'object' && !Array.isArray(translation) ? (translation as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, mergeTranslatedTexts(value, translated[key])]));
  }
  return english;
}

/** The keys of a structured block (home page, footer, logo) whose values are texts people read. */
const READABLE_TEXT_KEYS = new Set(['title', 'subtitle', 'label', 'text', 'imageAlt', 'alt', 'copyright']);

/**
 * The readable texts of a structured block, by path ("hero.cta.label", "howItWorks.steps.1.text"):
 * what staff translate. Addresses, icons, slugs and kinds are the same in every language.
 */
export function listReadableTexts(block: unknown, path: string[] = []): { path: string; english: string }[] {
  if (Array.isArray(block)) return block.flatMap((item, index) => listReadableTexts(item, [...path, String(index)]));
  if (block === null || typeof block !== 'object') return [];
  return Object.entries(block).flatMap(([key, value]) =>
    typeof value === 'string' ? (READABLE_TEXT_KEYS.has(key) ? [{ path: [...path, key].join('.'), english: value }] : []) : listReadableTexts(value, [...path, key]),
  );
}

/** The block-shaped translation (what mergeTranslatedTexts reads) of texts by path; blank ones are left out. */
export function nestTranslatedTexts(texts: Record<string, string | null>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(texts)) {
    if (!text?.trim()) continue;
    const keys = path.split('.');
    let node = root;
    // Lists become objects keyed by position, which mergeTranslatedTexts reads like a list.
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      node = (node[key] = next !== null && typeof next === 'object' ? next : {}) as Record<string, unknown>;
    }
    node[keys[keys.length - 1]!] = text.trim();
  }
  return root;
}
