import { NextResponse } from 'next/server';
import { loveListChangeSchema } from '@/domains/engagement/schemas';
import type { LoveListProduct } from '@/domains/engagement/schemas';
import { listLoveList, mergeLoveList, removeFromLoveList } from '@/domains/engagement/server/love-list-service';
import { getCustomerUserId } from '@/domains/accounts/server/customer-session';
import { AppError } from '@/server/errors';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';

// The list belongs to the cookie's customer: never cached, never prerendered.
export const dynamic = 'force-dynamic';

function answer(items: LoveListProduct[]): NextResponse {
  return NextResponse.json({ items }, { headers: { 'cache-control': 'private, no-store' } });
}

async function requireCustomer(): Promise<string> {
  const userId = await getCustomerUserId();
  if (!userId) throw new AppError('unauthorized', 'Sign in to keep a love list in your account.');
  return userId;
}

function handleChange(change: (userId: string, productIds: string[]) => Promise<LoveListProduct[]>) {
  return publicRoute(async ({ request }) => {
    const userId = await requireCustomer();
    const { productIds } = parseInput(loveListChangeSchema, await readJsonBody(request));
    return answer(await change(userId, productIds));
  });
}

/** GET: the signed-in customer's love list; 401 for guests, whose list lives in the browser. */
export const GET = publicRoute(async () => answer(await listLoveList(await requireCustomer())));

/** PUT: adds products (also merges a guest's list after sign-in). */
export const PUT = handleChange(mergeLoveList);

/** DELETE: removes products. */
export const DELETE = handleChange(removeFromLoveList);
