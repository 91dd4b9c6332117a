import { NextResponse } from 'next/server';
import { loginSchema } from '@/domains/accounts/schemas';
import { authenticateStaff } from '@/domains/accounts/server/service';
import { startStaffSession } from '@/server/auth';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';
import { getClientIp } from '@/server/rate-limit';

/**
 * SPEC §7 POST /admin/login: answers `access_token` and `message`, and sets the admin_auth_token
 * cookie. API clients sign in here too, so a write without Origin is allowed.
 */
export const POST = publicRoute(
  async ({ request }) => {
    const input = parseInput(loginSchema, await readJsonBody(request));
    const session = await authenticateStaff(input, getClientIp(request.headers));
    const accessToken = await startStaffSession(session);
    return NextResponse.json({ access_token: accessToken, message: 'Signed in' });
  },
  { writeSenders: 'any-client' },
);
