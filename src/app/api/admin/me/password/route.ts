import { NextResponse } from 'next/server';
import { staffPasswordChangeSchema } from '@/domains/accounts/schemas';
import { changeStaffPassword } from '@/domains/accounts/server/staff-member-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { startStaffSession } from '@/server/auth';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/**
 * POST /api/admin/me/password with `{ currentPassword, newPassword }`: every other session of
 * the member ends; this one goes on with the new token, set as the cookie and answered as
 * `access_token` for API clients.
 */
export const POST = staffRoute(async ({ request, staff }) => {
  const input = parseInput(staffPasswordChangeSchema, await readJsonBody(request));
  const { version } = await changeStaffPassword(staff.id, input);
  const accessToken = await startStaffSession({ userId: staff.id, version });
  return NextResponse.json({ access_token: accessToken, message: 'Password changed. You are signed out everywhere else.' });
}, { area: 'signed-in' });
