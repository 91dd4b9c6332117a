import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { loveListChangeSchema } from '@/domains/engagement/schemas';
import type { LoveListProduct } from '@/domains/engagement/schemas';
import { listLoveList, mergeLoveList, removeFromLoveList } from '@/domains/engagement/server/love-list-service';
import { getCustomerUserId } from '@/server/auth';

// The list belongs to the cookie's customer: never cached, never prerendered.
export const dynamic = 'force-dynamic';

function answer(body: { items: LoveListProduct[] } | { message: string }, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'private, no-store' } });
}

/** Cookies ride along on cross-site requests, so a change must come from this site's pages. */
function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

async function handleChange(request: NextRequest, change: (userId: string, productIds: string[]) => Promise<LoveListProduct[]>) {
  if (!isSameOrigin(request)) return answer({ message: 'Cross-site requests are not allowed.' }, 403);
  const userId = await getCustomerUserId();
  if (!userId) return answer({ message: 'Sign in to keep a love list in your account.' }, 401);
  const body: unknown = await request.json().catch(() => null);
  const parsed = loveListChangeSchema.safeParse(body);
  if (!parsed.success) return answer({ message: 'Send { "productIds": [ … ] } with 1 to 200 product ids.' }, 400);
  return answer({ items: await change(userId, parsed.data.productIds) });
}

/** GET: the signed-in customer's love list; 401 for guests, whose list lives in the browser. */
export async function GET() {
  const userId = await getCustomerUserId();
  if (!userId) return answer({ message: 'Sign in to keep a love list in your account.' }, 401);
  return answer({ items: await listLoveList(userId) });
}

/** PUT: adds products (also merges a guest's list after sign-in). */
export function PUT(request: NextRequest) {
  return handleChange(request, mergeLoveList);
}

/** DELETE: removes products. */
export function DELETE(request: NextRequest) {
  return handleChange(request, removeFromLoveList);
}
