import type { Metadata } from 'next';
import { VoucherDetail } from '@/domains/vouchers/admin/voucher-detail';

export const metadata: Metadata = { title: 'Voucher' };

export default async function VoucherPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <VoucherDetail voucherId={id} />;
}
