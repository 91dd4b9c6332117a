import { NextResponse, type NextRequest } from 'next/server';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchQuerySchema, type SearchSuggestionsResponse } from '@/domains/catalog/schemas';
import { listSearchSuggestions } from '@/domains/catalog/server/queries';
import { AppError } from '@/server/errors';
import { errorResponse, parseInput } from '@/server/http';

/** GET /api/search?q=: the header's search-as-you-type (published gifts and experiences, best 8). */
export async function GET(request: NextRequest) {
  try {
    const { q } = parseSearchQuery(request);
    const body: SearchSuggestionsResponse = { results: await listSearchSuggestions(q) };
    // Public catalogue data; a short browser cache absorbs repeated keystrokes.
    return NextResponse.json(body, { headers: { 'cache-control': 'public, max-age=60' } });
  } catch (error) {
    return errorResponse(error);
  }
}

function parseSearchQuery(request: NextRequest) {
  try {
    return parseInput(searchQuerySchema, { q: request.nextUrl.searchParams.get('q') ?? '' });
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError('invalid_input', `Search for ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters.`, error.fieldErrors);
    }
    throw error;
  }
}
