import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { GiftDesignList } from '@/domains/vouchers/admin/gift-design-list';

export const metadata: Metadata = { title: 'Card designs' };

export default function AdminGiftDesignsPage() {
  return (
    <>
      <AdminPageHeader
        title="Card designs"
        description="The designs buyers choose for a voucher, in the order they see them. Vouchers already sold keep their design, even one deleted here."
        actions={
          <Link href="/admin/gift-designs/new" className={getButtonClassName('primary', 'md')}>
            New design
          </Link>
        }
      />
      <GiftDesignList />
    </>
  );
}
