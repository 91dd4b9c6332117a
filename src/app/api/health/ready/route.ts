import { NextResponse } from 'next/server';
import { checkReadiness } from '@/server/health';
import { publicRoute } from '@/server/public-route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health/ready: 200 when this instance can serve the shop (database, migrations, job
 * queue), else 503 naming the failing check, so a load balancer sends it no visitors (docs/operations.md).
 */
export const GET = publicRoute(async () => {
  const { ready, checks } = await checkReadiness();
  return NextResponse.json({ status: ready ? 'ready' : 'not ready', checks }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
