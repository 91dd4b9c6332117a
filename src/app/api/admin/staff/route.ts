import { NextResponse } from 'next/server';
import { addStaffMemberSchema } from '@/domains/accounts/schemas';
import { addStaffMember, listStaffMembersForManager } from '@/domains/accounts/server/staff-member-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** GET /api/admin/staff: everyone who can sign in to the back office (managers only, like everything about people). */
export const GET = staffRoute(async () => NextResponse.json(await listStaffMembersForManager()), { area: 'sales' });

/** POST /api/admin/staff: a new manager or editor with a temporary password; a taken e-mail is a 409 on the field. */
export const POST = staffRoute(async ({ request, staff }) => {
  const input = parseInput(addStaffMemberSchema, await readJsonBody(request));
  return NextResponse.json({ data: await addStaffMember(staff.id, input) }, { status: 201 });
}, { area: 'sales' });
