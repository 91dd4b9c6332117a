import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { GiftDesignEditor } from '@/domains/vouchers/admin/gift-design-editor';

export const metadata: Metadata = { title: 'Edit design · Card designs' };

export default async function AdminEditGiftDesignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <>
      <AdminPageHeader title="Edit card design" />
      <GiftDesignEditor designId={id} />
    </>
  );
}
