import { NextResponse } from 'next/server';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchSuggestionsResponse } from '@/domains/catalog/lib/search-suggestions';
import { searchQuerySchema } from '@/domains/catalog/schemas';
import { listSearchSuggestions } from '@/domains/catalog/server/queries';
import { parseInput } from '@/server/parse-input';
import { cachedPublicRoute } from '@/server/public-route';

// Each search text is answered once, then served from Next's cache (as the catalogue pages are)
// until a catalogue change invalidates the tags of its reads, or at most a minute, which also
// bounds how long an error answer is kept. Typing costs the shop a cache lookup per keystroke.
export const revalidate = 60;
export { renderOnFirstRequest as generateStaticParams } from '@/app/(storefront)/render-on-first-request';

/**
 * GET /api/search/{text}: the header's search-as-you-type (published gifts and experiences, best
 * 8). The text is in the path, not the query, so each one has a cache entry of its own.
 */
export const GET = cachedPublicRoute<{ text: string }>(async ({ text }) => {
  const { q } = parseInput(searchQuerySchema, { q: text }, { message: `Search for ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters.` });
  const body: SearchSuggestionsResponse = { results: await listSearchSuggestions(q) };
  // A short browser cache absorbs repeated keystrokes.
  return NextResponse.json(body, { headers: { 'cache-control': 'public, max-age=60' } });
});
