// Plain checks, not zod: the header search box is on every page (docs/performance.md, R4).
import { isOneOf, isRecord, isText, readEach } from '@/lib/plain-checks';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 80;
export const SEARCH_SUGGESTION_LIMIT = 8;

/** Whether `text` is worth asking suggestions for: long enough, and a letter or digit in it. */
export function isSearchableText(text: string): boolean {
  return text.length >= SEARCH_MIN_LENGTH && /[\p{L}\p{N}]/u.test(text);
}

/**
 * Where the suggestions for `text` in the page's language are asked for:
 * `GET /api/search/{locale}/{text}`, one cached answer per language and text, so texts that search
 * the same (case, runs of spaces) share one address.
 */
export function searchSuggestionsPath(text: string, locale: string): string {
  return `/api/search/${encodeURIComponent(locale)}/${encodeURIComponent(text.trim().replace(/\s+/g, ' ').toLowerCase())}`;
}

/** One suggestion of GET /api/search/{locale}/{text}, as the header search box shows it. */
export type SearchSuggestion = {
  kind: 'GIFT_VOUCHER' | 'EXPERIENCE';
  slug: string;
  title: string;
  city: string | null;
  priceCents: number;
  imageUrl: string | null;
};
export type SearchSuggestionsResponse = { results: SearchSuggestion[] };

function readSearchSuggestion(value: unknown): SearchSuggestion | null {
  if (!isRecord(value)) return null;
  const { kind, slug, title, city, priceCents, imageUrl } = value;
  if (!isOneOf(kind, ['GIFT_VOUCHER', 'EXPERIENCE']) || !isText(slug) || !isText(title) || typeof priceCents !== 'number') return null;
  if (!Number.isInteger(priceCents) || !(city === null || isText(city)) || !(imageUrl === null || isText(imageUrl))) return null;
  return { kind, slug, title, city, priceCents, imageUrl };
}

/** The answer of GET /api/search/{locale}/{text}; null when it is not one. */
export function readSearchSuggestions(value: unknown): SearchSuggestionsResponse | null {
  const results = isRecord(value) ? readEach(value.results, readSearchSuggestion) : null;
  return results === null ? null : { results };
}
