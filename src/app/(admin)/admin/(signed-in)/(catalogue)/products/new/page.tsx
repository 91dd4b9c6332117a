import type { Metadata } from 'next';
import { NewProductForm } from '@/domains/catalog/admin/product-form/product-form';

export const metadata: Metadata = { title: 'New product · Back office' };

export default function AdminNewProductPage() {
  return <NewProductForm />;
}
