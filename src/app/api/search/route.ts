import { NextResponse } from 'next/server';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchSuggestionsResponse } from '@/domains/catalog/lib/search-suggestions';
import { searchQuerySchema } from '@/domains/catalog/schemas';
import { listSearchSuggestions } from '@/domains/catalog/server/queries';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';

/** GET /api/search?q=: the header's search-as-you-type (published gifts and experiences, best 8). */
export const GET = publicRoute(async ({ request }) => {
  const { q } = parseInput(
    searchQuerySchema,
    { q: new URL(request.url).searchParams.get('q') ?? '' },
    { message: `Search for ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters.` },
  );
  const body: SearchSuggestionsResponse = { results: await listSearchSuggestions(q) };
  // Public catalogue data; a short browser cache absorbs repeated keystrokes.
  return NextResponse.json(body, { headers: { 'cache-control': 'public, max-age=60' } });
});
