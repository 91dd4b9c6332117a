'use server';

import { headers } from 'next/headers';
import type { ProductCard } from '@/domains/catalog/schemas';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/server/action-result';
import { parseInput } from '@/server/parse-input';
import { getClientIp } from '@/server/rate-limit';
import { loveListSlugsSchema, newsSubscriptionSchema, pageLocaleSchema } from './schemas';
import type { SubscribeOutcome } from './schemas';
import { listLoveListProducts } from './server/love-list-service';
import { subscribeToNews } from './server/service';

/** Subscribe-on-news form: a new subscriber gets a one-day coupon, a known e-mail a notice. */
export async function subscribeToNewsAction(input: unknown): Promise<ActionResult<SubscribeOutcome>> {
  return runAction(
    async () => subscribeToNews(parseInput(newsSubscriptionSchema, input).email, { clientIp: getClientIp(await headers()) }),
    { namespace: 'form.subscribe' },
  );
}

/** Cards for the love-list page, which keeps a guest's list in the browser, in the page's language. */
export async function listLoveListProductsAction(slugs: unknown, locale: unknown): Promise<ActionResult<ProductCard[]>> {
  return runAction(async () => listLoveListProducts(parseInput(loveListSlugsSchema, slugs), parseInput(pageLocaleSchema, locale)));
}
