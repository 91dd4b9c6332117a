import 'server-only';
import type { NextResponse } from 'next/server';
import { cache } from 'react';
import { canStaffOpen, type StaffArea } from '@/lib/staff-access';
import { getStaffSession } from '@/server/auth';
import { AppError, isAppError } from '@/server/errors';
import { errorResponse, guardRouteRequest } from '@/server/http';
import { getStaffMemberOrThrow, type StaffMember } from './service';

interface StaffRequest<Params> {
  request: Request;
  params: Params;
  staff: StaffMember;
}

/**
 * Who may call a route: any signed-in staff member (`signed-in`: their own profile, sign-out),
 * or the staff whose role opens the route's area (src/lib/staff-access.ts).
 * Required, so no route is open to every role by omission.
 */
type StaffRouteAccess = { area: StaffArea | 'signed-in' };

/** The staff member behind this request, whose role opens `area`; 401 without a live session, 403 for the wrong role. */
export async function requireStaffMember(area: StaffArea | 'signed-in'): Promise<StaffMember> {
  const session = await getStaffSession();
  if (!session) throw new AppError('unauthorized', 'Please sign in.');
  const staff = await getStaffMemberOrThrow(session);
  if (area !== 'signed-in' && !canStaffOpen(staff.role, area)) throw new AppError('forbidden', 'Your staff role cannot do this.');
  return staff;
}

/**
 * The one wrapper of every admin API handler: the checks every route shares (origin, address;
 * see `guardRouteRequest`), a live staff session (cookie or bearer) whose role opens the route,
 * errors as problem+json, and `Cache-Control: no-store` unless the route sets its own.
 */
export function staffRoute<Params>(handler: (staffRequest: StaffRequest<Params>) => Promise<NextResponse>, access: StaffRouteAccess) {
  return async (request: Request, context: { params: Promise<Params> }): Promise<NextResponse> => {
    try {
      const params = await context.params;
      // Staff data is private: browser reads must come from our pages too. Bearer-token
      // clients (scripts, apps) send no Origin.
      guardRouteRequest(request, params, { sameOriginReads: true, writeSenders: 'any-client' });
      const staff = await requireStaffMember(access.area);
      const response = await handler({ request, params, staff });
      // Staff answers carry personal data and ledgers: no browser or proxy may keep them, unless the route says otherwise.
      if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
      return response;
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/**
 * The staff member signed in on this browser, or null (no cookie, a revoked session, no longer
 * staff). Once per request: the layouts and the page of one view share the answer.
 */
export const findSignedInStaff = cache(async (): Promise<StaffMember | null> => {
  try {
    return await requireStaffMember('signed-in');
  } catch (error) {
    if (isAppError(error) && error.code === 'unauthorized') return null;
    throw error;
  }
});
