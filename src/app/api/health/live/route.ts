import { NextResponse } from 'next/server';
import { publicRoute } from '@/server/public-route';

export const dynamic = 'force-dynamic';

/** GET /api/health/live: the process is up and answering (docs/operations.md). Touches nothing else. */
export const GET = publicRoute(() => NextResponse.json({ status: 'live' }, { headers: { 'Cache-Control': 'no-store' } }));
