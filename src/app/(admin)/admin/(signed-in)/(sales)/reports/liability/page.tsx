import type { Metadata } from 'next';
import { LiabilityReportView } from '@/domains/vouchers/admin/liability-report';

export const metadata: Metadata = { title: 'Liability report' };

export default function LiabilityReportPage() {
  return <LiabilityReportView />;
}
