import 'server-only';
import type { NextResponse } from 'next/server';
import type { StaffProfile } from '@/domains/accounts/schemas';
import { getStaffProfileOrThrow } from '@/domains/accounts/server/service';
import { getStaffUserId } from './auth';
import { AppError } from './errors';
import { errorResponse, guardRouteRequest } from './http';

interface StaffRequest<Params> {
  request: Request;
  params: Params;
  staffUserId: string;
  staffProfile: StaffProfile;
}

/**
 * The one wrapper of every admin API handler: the checks every route shares (origin, address;
 * see `guardRouteRequest`), a valid staff session (cookie or bearer) whose user is still staff,
 * and errors as problem+json.
 */
export function staffRoute<Params>(handler: (staffRequest: StaffRequest<Params>) => Promise<NextResponse>) {
  return async (request: Request, context: { params: Promise<Params> }): Promise<NextResponse> => {
    try {
      const params = await context.params;
      // Staff data is private: browser reads must come from our pages too. Bearer-token
      // clients (scripts, apps) send no Origin.
      guardRouteRequest(request, params, { sameOriginReads: true, writeSenders: 'any-client' });
      const staffUserId = await getStaffUserId();
      if (!staffUserId) throw new AppError('unauthorized', 'Please sign in.');
      const staffProfile = await getStaffProfileOrThrow(staffUserId);
      return await handler({ request, params, staffUserId, staffProfile });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
