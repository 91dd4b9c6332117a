/**
 * Text rules shared by search and URLs. Accent folding matches the database's
 * catalog_fold_accents() (migration product_search): a letter whose Unicode decomposition is a
 * base letter plus marks becomes the base letter, so "Montreal" finds "Montréal".
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** "Québec City" → "quebec-city": a URL value for names that have no slug of their own. */
export function slugifyText(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const MAX_SEARCH_TERMS = 8;

/**
 * Words shorter than this are never matched by similarity: their few trigrams look like half the
 * catalogue ("ski" is as close to "sky" as to "skiing"), and while they are typed the prefix
 * match already finds what they start.
 */
export const SIMILAR_WORD_MIN_LENGTH = 4;

export type SearchTsQueries = {
  /** Every term must match (what is shown). */
  allTerms: string;
  /** Any term matches (a cheap, indexable pre-filter of candidates). */
  anyTerm: string;
  /** The folded, lower-case words, for the typo-forgiving fallback (letters and digits only). */
  terms: string[];
};

/**
 * Turns what the visitor typed into PostgreSQL tsquery text for the 'simple' configuration:
 * each word becomes a prefix match, so results appear while a word is still being typed.
 * Words are cut at anything but letters and digits, so no tsquery operator can come from the
 * input. Returns null when nothing searchable is left.
 */
export function buildSearchTsQueries(text: string): SearchTsQueries | null {
  const terms = [
    ...new Set(
      foldAccents(text)
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((term) => term !== ''),
    ),
  ].slice(0, MAX_SEARCH_TERMS);
  if (terms.length === 0) return null;
  const prefixes = terms.map((term) => `${term}:*`);
  return { allTerms: prefixes.join(' & '), anyTerm: prefixes.join(' | '), terms };
}

/**
 * Whether a search that found nothing may be retried by similar words: only when one of its words
 * is long enough to be compared (SIMILAR_WORD_MIN_LENGTH).
 */
export function canMatchSimilarWords(queries: SearchTsQueries): boolean {
  return queries.terms.some((term) => [...term].length >= SIMILAR_WORD_MIN_LENGTH);
}
