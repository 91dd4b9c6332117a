import type { Metadata } from 'next';
import { SortOrderPanel } from '@/domains/catalog/admin/sort-order-panel';

export const metadata: Metadata = { title: 'Products’ sort order' };

/** Issue 11: the products' sort order, exported and imported as CSV. */
export default function AdminProductSortOrderPage() {
  return <SortOrderPanel />;
}
