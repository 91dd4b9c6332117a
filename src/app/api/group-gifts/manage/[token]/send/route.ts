import { NextResponse } from 'next/server';
import { sendGroupGift } from '@/domains/group-gifts/server/service';
import { publicRoute } from '@/server/public-route';

/** POST /api/group-gifts/manage/{token}/send: the organiser's "Send now"; sending again is a no-op. */
export const POST = publicRoute<{ token: string }>(async ({ params }) => {
  await sendGroupGift(params.token);
  return NextResponse.json({ status: 'sent' }, { headers: { 'cache-control': 'no-store' } });
});
