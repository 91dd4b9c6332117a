import type { Metadata } from 'next';
import { DashboardView } from '@/domains/back-office/admin/dashboard-view';

export const metadata: Metadata = { title: 'Dashboard' };

/** SPEC §2 /admin: the back office's landing page. */
export default function AdminDashboardPage() {
  return <DashboardView />;
}
