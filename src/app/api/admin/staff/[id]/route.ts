import { NextResponse } from 'next/server';
import { changeStaffRoleSchema } from '@/domains/accounts/schemas';
import { changeStaffRole, removeStaffMember } from '@/domains/accounts/server/staff-member-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** PATCH /api/admin/staff/{id} with `{ role }`: every session of the member ends, so the new role holds at once. */
export const PATCH = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const { role } = parseInput(changeStaffRoleSchema, await readJsonBody(request));
  return NextResponse.json({ data: await changeStaffRole(staff.id, params.id, role) });
}, { area: 'sales' });

/** DELETE /api/admin/staff/{id}: not yourself, not the last manager (409); the member's sessions end at once. */
export const DELETE = staffRoute<{ id: string }>(async ({ params, staff }) => {
  await removeStaffMember(staff.id, params.id);
  return NextResponse.json({ message: 'Staff member removed.' });
}, { area: 'sales' });
