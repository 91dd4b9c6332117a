import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getStaffHomePath } from '@/lib/staff-access';
import { StaffLoginForm } from '@/domains/accounts/admin/staff-login-form';
import { readReturnPath } from '@/lib/return-path';
import { findSignedInStaff } from '@/domains/accounts/server/staff-route';

export const metadata: Metadata = { title: 'Sign in' };

/** SPEC §2: /admin/login; staff already signed in go on (to `next` when it is a back-office page). */
export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const next = readReturnPath((await searchParams).next, '');
  const returnPath = next.startsWith('/admin') && !next.startsWith('/admin/login') ? next : null;
  const staff = await findSignedInStaff();
  if (staff) redirect(returnPath ?? getStaffHomePath(staff.role));

  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-lg border border-black/10 bg-white p-6 shadow-sm">
        <h1 className="mb-1 text-2xl font-bold">Back office</h1>
        <p className="mb-6 text-sm text-muted">Sign in with your staff account.</p>
        <StaffLoginForm next={returnPath} />
      </div>
    </main>
  );
}
