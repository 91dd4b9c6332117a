import type { Metadata } from 'next';
import { CustomerDetail } from '@/domains/accounts/admin/customer-detail';

export const metadata: Metadata = { title: 'User' };

/** /admin/users/{id}: one customer, read from the admin API. */
export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CustomerDetail customerId={id} />;
}
