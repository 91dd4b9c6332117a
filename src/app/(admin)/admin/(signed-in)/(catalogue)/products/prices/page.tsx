import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BulkPriceEditor } from '@/domains/catalog/admin/product-list';

export const metadata: Metadata = { title: 'Edit prices · Back office' };

export default function AdminProductPricesPage() {
  return (
    <Suspense>
      <BulkPriceEditor />
    </Suspense>
  );
}
