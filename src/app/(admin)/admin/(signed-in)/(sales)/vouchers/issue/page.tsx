import type { Metadata } from 'next';
import { IssueVouchers } from '@/domains/vouchers/admin/issue-vouchers';

export const metadata: Metadata = { title: 'Issue vouchers' };

export default function IssueVouchersPage() {
  return <IssueVouchers />;
}
