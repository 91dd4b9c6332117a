import type { Metadata } from 'next';
import { NewProductScreen } from '@/shell/admin/product-forms';

export const metadata: Metadata = { title: 'New product · Back office' };

export default function AdminNewProductPage() {
  return <NewProductScreen />;
}
