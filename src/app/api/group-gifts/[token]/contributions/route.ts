import { NextResponse } from 'next/server';
import { contributionSchema } from '@/domains/group-gifts/schemas';
import { contributeToGroupGift } from '@/domains/group-gifts/server/service';
import { routing } from '@/i18n/routing';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';
import { parseServerLocale } from '@/server/server-messages';

/**
 * POST /api/group-gifts/{token}/contributions?locale=…: a contributor pays, no account needed.
 * The form's key makes a retried request the same contribution and charge. Answers
 * `{ data: { status: 'accepted' | 'requires_action', contributionId, nextActionUrl? } }`;
 * a declined card is 402 with the card field's message key, a gift no longer collecting 409.
 */
export const POST = publicRoute<{ token: string }>(async ({ request, params }) => {
  const body = await readJsonBody(request);
  const input = parseInput(contributionSchema, typeof body === 'object' && body !== null ? { ...body, publicToken: params.token } : body);
  // The receipt e-mail goes out in the page's language.
  const locale = parseServerLocale(new URL(request.url).searchParams.get('locale')) ?? routing.defaultLocale;
  const result = await contributeToGroupGift(input, { locale });
  return NextResponse.json({ data: result }, { headers: { 'cache-control': 'private, no-store' } });
});
