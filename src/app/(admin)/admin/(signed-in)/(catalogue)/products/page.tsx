import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ProductList } from '@/domains/catalog/admin/product-list';

export const metadata: Metadata = { title: 'Products · Back office' };

export default function AdminProductsPage() {
  // The list keeps its page, search and filters in the address (useSearchParams).
  return (
    <Suspense>
      <ProductList />
    </Suspense>
  );
}
