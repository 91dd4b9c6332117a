import { NextResponse } from 'next/server';
import { setStaffPasswordSchema } from '@/domains/accounts/schemas';
import { setStaffMemberPassword } from '@/domains/accounts/server/staff-member-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** PUT /api/admin/staff/{id}/password with `{ password }`: a temporary password the manager hands over; the member's sessions end. */
export const PUT = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const { password } = parseInput(setStaffPasswordSchema, await readJsonBody(request));
  await setStaffMemberPassword(staff.id, params.id, password);
  return NextResponse.json({ message: 'Password set. The member is signed out everywhere and signs in with the new one.' });
}, { area: 'sales' });
