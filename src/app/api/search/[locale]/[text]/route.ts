import { NextResponse } from 'next/server';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchSuggestionsResponse } from '@/domains/catalog/lib/search-suggestions';
import { searchLocaleSchema, searchQuerySchema } from '@/domains/catalog/schemas';
import { listSearchSuggestions } from '@/domains/catalog/server/queries';
import { routing } from '@/i18n/routing';
import { parseInput } from '@/server/parse-input';
import { cachedPublicRoute } from '@/server/public-route';

// Each search text is answered once, then served from Next's cache (as the catalogue pages are)
// until a catalogue change invalidates the tags of its reads, or at most a minute, which also
// bounds how long an error answer is kept. Typing costs the shop a cache lookup per keystroke.
export const revalidate = 60;
export { renderOnFirstRequest as generateStaticParams } from '@/app/(storefront)/render-on-first-request';

/**
 * GET /api/search/{locale}/{text}: the header's search-as-you-type in the page's language
 * (published gifts and experiences, best 8). Language and text are in the path, not the query,
 * so each pair has a cache entry of its own.
 */
export const GET = cachedPublicRoute<{ locale: string; text: string }>(async ({ locale, text }) => {
  const language = parseInput(searchLocaleSchema, locale, { message: `Search in one of the shop's languages: ${routing.locales.join(', ')}.` });
  const { q } = parseInput(searchQuerySchema, { q: text }, { message: `Search for ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters.` });
  const body: SearchSuggestionsResponse = { results: await listSearchSuggestions(q, language) };
  // A short browser cache absorbs repeated keystrokes.
  return NextResponse.json(body, { headers: { 'cache-control': 'public, max-age=60' } });
});
