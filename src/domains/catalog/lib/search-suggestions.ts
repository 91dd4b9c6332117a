// zod/mini: the header search box is on every page, and the full zod API weighs ~30 kB gzipped
// in the browser (docs/performance.md, R4).
import * as z from 'zod/mini';

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
export const searchSuggestionSchema = z.object({
  kind: z.enum(['GIFT_VOUCHER', 'EXPERIENCE']),
  slug: z.string(),
  title: z.string(),
  city: z.nullable(z.string()),
  priceCents: z.int(),
  imageUrl: z.nullable(z.string()),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const searchSuggestionsResponseSchema = z.object({ results: z.array(searchSuggestionSchema) });
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;
