import { NextResponse } from 'next/server';
import { loginSchema } from '@/domains/accounts/schemas';
import { authenticateStaff } from '@/domains/accounts/server/service';
import { startStaffSession } from '@/server/auth';
import { assertSameOrigin, errorResponse, parseInput, readJsonBody } from '@/server/http';
import { getClientIp } from '@/server/rate-limit';

/** SPEC §7 POST /admin/login: answers `access_token` and `message`, and sets the admin_auth_token cookie. */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const input = parseInput(loginSchema, await readJsonBody(request));
    const { userId } = await authenticateStaff(input, getClientIp(request.headers));
    const accessToken = await startStaffSession(userId);
    return NextResponse.json({ access_token: accessToken, message: 'Signed in' });
  } catch (error) {
    return errorResponse(error);
  }
}
