import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AddStaffMemberForm } from '@/domains/accounts/admin/add-staff-member-form';
import { StaffList } from '@/domains/accounts/admin/staff-list';
import { findSignedInStaff } from '@/domains/accounts/server/staff-route';

export const metadata: Metadata = { title: 'Staff' };

/** /admin/staff: managers add staff, change their roles and remove them. */
export default async function AdminStaffPage() {
  const staff = await findSignedInStaff();
  if (!staff) redirect('/admin/login');
  return (
    <>
      <AdminPageHeader
        title="Staff"
        description="Who can sign in to the back office. Managers can do everything; editors run the catalogue and content. A new role, a new password or a removal signs the person out at once."
      />
      <StaffList currentStaffId={staff.id} />
      <section aria-labelledby="add-staff-heading" className="mt-8 rounded-lg border border-black/10 bg-white p-4 sm:p-6">
        <h2 id="add-staff-heading" className="text-lg font-bold">
          Add a staff member
        </h2>
        <p className="mt-1 text-sm text-muted">Give them the temporary password yourself; they change it under “Your password” once signed in.</p>
        <div className="mt-4">
          <AddStaffMemberForm />
        </div>
      </section>
    </>
  );
}
