import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { AdminShell } from '@/components/admin/admin-shell';
import { findSignedInStaff } from '@/domains/accounts/server/staff-route';

/** SPEC §2: every admin route but the login needs a live staff session, otherwise /admin/login. */
export default async function SignedInAdminLayout({ children }: { children: ReactNode }) {
  const staff = await findSignedInStaff();
  if (!staff) redirect('/admin/login');
  return (
    <AdminShell staffName={`${staff.profile.first_name} ${staff.profile.last_name}`} role={staff.role}>
      {children}
    </AdminShell>
  );
}
