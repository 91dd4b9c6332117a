'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import type { ProductCard } from '@/domains/catalog/schemas';
import { isAppError } from '@/server/errors';
import { getClientIp } from '@/server/rate-limit';
import { loveListSlugsSchema, newsSubscriptionSchema } from './schemas';
import type { SubscribeOutcome } from './schemas';
import { listLoveListProducts } from './server/love-list-service';
import { subscribeToNews } from './server/service';

export type SubscribeActionResult =
  | { ok: true; outcome: SubscribeOutcome }
  | { ok: false; code: 'invalid_input'; fieldErrors: { email?: string } }
  | { ok: false; code: 'rate_limited' | 'unknown' };

/** Subscribe-on-news form; field errors are message keys the form translates. */
export async function subscribeToNewsAction(input: unknown): Promise<SubscribeActionResult> {
  const parsed = newsSubscriptionSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, code: 'invalid_input', fieldErrors: { email: z.flattenError(parsed.error).fieldErrors.email?.[0] } };
  }
  try {
    const outcome = await subscribeToNews(parsed.data.email, { clientIp: getClientIp(await headers()) });
    return { ok: true, outcome };
  } catch (error) {
    if (isAppError(error) && error.code === 'rate_limited') return { ok: false, code: 'rate_limited' };
    console.error('News subscription failed', error);
    return { ok: false, code: 'unknown' };
  }
}

/** Cards for the love-list page, which keeps a guest's list in the browser. */
export async function listLoveListProductsAction(slugs: unknown): Promise<ProductCard[]> {
  const parsed = loveListSlugsSchema.safeParse(slugs);
  if (!parsed.success) return [];
  return listLoveListProducts(parsed.data);
}
