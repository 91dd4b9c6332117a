import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { StaffPasswordForm } from '@/domains/accounts/admin/staff-password-form';

export const metadata: Metadata = { title: 'Your password' };

/** /admin/password: any signed-in staff member changes their own password (the layout checks the session). */
export default function AdminPasswordPage() {
  return (
    <>
      <AdminPageHeader title="Your password" description="A new password signs you out on every other device and API client; this browser stays signed in." />
      <StaffPasswordForm />
    </>
  );
}
