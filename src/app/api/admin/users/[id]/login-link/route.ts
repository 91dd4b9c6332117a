import { NextResponse } from 'next/server';
import { createStaffLoginLink } from '@/domains/accounts/server/staff-customer-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** POST /api/admin/users/{id}/login-link: managers only; `{ url }`, a link that signs this browser in as the customer, once, within 5 minutes. */
export const POST = staffRoute<{ id: string }>(async ({ params, staff }) => {
  const { url, expiresAt } = await createStaffLoginLink(staff.id, params.id);
  return NextResponse.json({ url, expiresAt }, { headers: { 'Cache-Control': 'no-store' } });
}, { area: 'sales' });
