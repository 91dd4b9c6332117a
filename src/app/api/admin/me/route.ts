import { NextResponse } from 'next/server';
import { getStaffProfileOrThrow } from '@/domains/accounts/server/service';
import { getStaffUserId } from '@/server/auth';
import { AppError } from '@/server/errors';
import { errorResponse } from '@/server/http';

/** SPEC §7 GET /admin/me: the signed-in staff member's profile under `data`. */
export async function GET() {
  try {
    const staffUserId = await getStaffUserId();
    if (!staffUserId) throw new AppError('unauthorized', 'Please sign in.');
    return NextResponse.json({ data: await getStaffProfileOrThrow(staffUserId) });
  } catch (error) {
    return errorResponse(error);
  }
}
