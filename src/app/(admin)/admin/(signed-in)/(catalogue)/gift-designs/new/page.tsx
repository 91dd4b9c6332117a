import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { GiftDesignEditor } from '@/domains/vouchers/admin/gift-design-editor';

export const metadata: Metadata = { title: 'New design · Card designs' };

export default function AdminNewGiftDesignPage() {
  return (
    <>
      <AdminPageHeader title="New card design" />
      <GiftDesignEditor designId={null} />
    </>
  );
}
