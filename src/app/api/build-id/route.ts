import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse } from 'next/server';
import { publicRoute } from '@/server/public-route';

export const dynamic = 'force-dynamic';

/** The running build's id, read once at start-up; `next dev` has no build, so it answers 'development'. */
function readBuildId(): string {
  if (process.env.NODE_ENV !== 'production') return 'development';
  try {
    return readFileSync(join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

const buildId = readBuildId();

/** GET /api/build-id: polled by open pages to notice a new deployment (SPEC §7/§9). */
export const GET = publicRoute(() => NextResponse.json({ buildId }, { headers: { 'cache-control': 'no-store' } }));
