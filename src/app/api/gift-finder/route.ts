import { NextResponse } from 'next/server';
import { giftFinderQuerySchema } from '@/domains/engagement/schemas';
import { findGiftsForQuiz } from '@/domains/engagement/server/service';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';

/** GET /api/gift-finder?tags=<id>,<id>&budget=<key>: one step of the Gift Finder quiz. */
export const GET = publicRoute(async ({ request }) => {
  const searchParams = new URL(request.url).searchParams;
  const query = parseInput(
    giftFinderQuerySchema,
    { tags: searchParams.get('tags') ?? undefined, budget: searchParams.get('budget') ?? undefined },
    { message: 'Use tags=<id>,<id> (at most 8) and an optional known budget.' },
  );
  return NextResponse.json(await findGiftsForQuiz(query));
});
