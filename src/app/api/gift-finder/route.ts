import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { giftFinderQuerySchema } from '@/domains/engagement/schemas';
import { findGiftsForQuiz } from '@/domains/engagement/server/service';

/** GET /api/gift-finder?tags=<id>,<id>&budget=<key>: one step of the Gift Finder quiz. */
export async function GET(request: NextRequest) {
  const parsed = giftFinderQuerySchema.safeParse({
    tags: request.nextUrl.searchParams.get('tags') ?? undefined,
    budget: request.nextUrl.searchParams.get('budget') ?? undefined,
  });
  if (!parsed.success) {
    return NextResponse.json({ message: 'Use tags=<id>,<id> (at most 8) and an optional known budget.' }, { status: 400 });
  }
  return NextResponse.json(await findGiftsForQuiz(parsed.data));
}
