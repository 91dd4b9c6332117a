import { NextResponse } from 'next/server';
import { cancelGroupGift } from '@/domains/group-gifts/server/service';
import { publicRoute } from '@/server/public-route';

/** POST /api/group-gifts/manage/{token}/cancel: the organiser's "Cancel"; every contribution is refunded once. */
export const POST = publicRoute<{ token: string }>(async ({ params }) => {
  await cancelGroupGift(params.token);
  return NextResponse.json({ status: 'cancelled' }, { headers: { 'cache-control': 'no-store' } });
});
