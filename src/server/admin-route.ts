import 'server-only';
import type { NextResponse } from 'next/server';
import type { StaffProfile } from '@/domains/accounts/schemas';
import { getStaffProfileOrThrow } from '@/domains/accounts/server/service';
import { getStaffUserId } from './auth';
import { AppError } from './errors';
import { assertSameOrigin, errorResponse } from './http';

interface StaffRequest<Params> {
  request: Request;
  params: Params;
  staffUserId: string;
  staffProfile: StaffProfile;
}

/**
 * The one wrapper of every admin API handler: same-origin check for cookie callers, a valid
 * staff session (cookie or bearer) whose user is still staff, and errors as problem+json.
 */
export function staffRoute<Params>(handler: (staffRequest: StaffRequest<Params>) => Promise<NextResponse>) {
  return async (request: Request, context: { params: Promise<Params> }): Promise<NextResponse> => {
    try {
      assertSameOrigin(request);
      const staffUserId = await getStaffUserId();
      if (!staffUserId) throw new AppError('unauthorized', 'Please sign in.');
      const staffProfile = await getStaffProfileOrThrow(staffUserId);
      return await handler({ request, params: await context.params, staffUserId, staffProfile });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
