import { NextResponse } from 'next/server';
import { endStaffSessions, getStaffMemberOrThrow } from '@/domains/accounts/server/service';
import { clearStaffCookie, getStaffSession } from '@/server/auth';
import { isAppError } from '@/server/errors';
import { publicRoute } from '@/server/public-route';

/**
 * POST /api/admin/logout: ends every session of the signed-in staff member server-side (the
 * token stops working for API clients too) and forgets the cookie. With no live session it
 * still clears the cookie, which is how the screens leave after a 401 (SPEC §4).
 */
export const POST = publicRoute(
  async () => {
    const session = await getStaffSession();
    if (session) {
      const staff = await getStaffMemberOrThrow(session).catch((error: unknown) => {
        if (isAppError(error) && error.code === 'unauthorized') return null;
        throw error;
      });
      if (staff) await endStaffSessions(staff.id);
    }
    await clearStaffCookie();
    return NextResponse.json({ message: 'Signed out' });
  },
  { writeSenders: 'any-client' },
);
