import type { ReactNode } from 'react';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { canStaffOpen } from '@/lib/staff-access';
import { findSignedInStaff } from '@/domains/accounts/server/staff-route';

/**
 * Every page in this folder touches money or people (src/domains/accounts/lib/staff-access.ts):
 * managers only. The admin API checks the role again on every call.
 */
export default async function SalesAreaLayout({ children }: { children: ReactNode }) {
  const staff = await findSignedInStaff();
  if (!staff || !canStaffOpen(staff.role, 'sales')) return <AdminForbidden />;
  return children;
}
