import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CustomerList } from '@/domains/accounts/admin/customer-list';

export const metadata: Metadata = { title: 'Users' };

/** SPEC §2 /admin/users: find a customer, then open them. */
export default function AdminUsersPage() {
  return (
    <>
      <AdminPageHeader title="Users" description="The shop’s customers, newest first. Open one for their balance, vouchers, bookings and orders." />
      {/* The list keeps its page and search in the address (useSearchParams). */}
      <Suspense>
        <CustomerList />
      </Suspense>
    </>
  );
}
