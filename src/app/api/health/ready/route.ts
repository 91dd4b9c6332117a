import { NextResponse } from 'next/server';
import { checkReadiness } from '@/server/health';
import { publicRoute } from '@/server/public-route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health/ready: 200 when this instance can serve the shop (database, migrations, job
 * queue), else 503 naming the failing check or saying it is shutting down, so a load balancer sends
 * it no visitors (docs/operations.md).
 */
export const GET = publicRoute(async () => {
  const readiness = await checkReadiness();
  const headers = { 'Cache-Control': 'no-store' };
  if ('shuttingDown' in readiness) return NextResponse.json({ status: 'shutting down' }, { status: 503, headers });
  const { ready, checks } = readiness;
  return NextResponse.json({ status: ready ? 'ready' : 'not ready', checks }, { status: ready ? 200 : 503, headers });
});
