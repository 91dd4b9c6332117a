import { NextResponse } from 'next/server';
import { startGroupGiftSchema } from '@/domains/group-gifts/schemas';
import { startGroupGift } from '@/domains/group-gifts/server/service';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';
import { parseServerLocale } from '@/server/server-messages';

/**
 * POST /api/group-gifts?locale=…: starts a group gift once per form key (a resubmission answers the
 * same links) and e-mails the organiser both links, in the page's language.
 */
export const POST = publicRoute(async ({ request }) => {
  const input = parseInput(startGroupGiftSchema, await readJsonBody(request));
  const locale = parseServerLocale(new URL(request.url).searchParams.get('locale')) ?? undefined;
  const started = await startGroupGift(input, { locale });
  return NextResponse.json(started, { status: 201, headers: { 'cache-control': 'no-store' } });
});
