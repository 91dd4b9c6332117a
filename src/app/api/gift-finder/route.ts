import { NextResponse } from 'next/server';
import { giftFinderQuerySchema } from '@/domains/engagement/schemas';
import { findGiftsForQuiz } from '@/domains/engagement/server/service';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';

/** GET /api/gift-finder?tags=<id>,<id>&budget=<key>&locale=<locale>: one step of the Gift Finder quiz, in that language. */
export const GET = publicRoute(async ({ request }) => {
  const searchParams = new URL(request.url).searchParams;
  const query = parseInput(
    giftFinderQuerySchema,
    { tags: searchParams.get('tags') ?? undefined, budget: searchParams.get('budget') ?? undefined, locale: searchParams.get('locale') ?? undefined },
    { message: 'Use tags=<id>,<id> (at most 8), an optional known budget and an optional locale of the shop.' },
  );
  return NextResponse.json(await findGiftsForQuiz(query));
});
