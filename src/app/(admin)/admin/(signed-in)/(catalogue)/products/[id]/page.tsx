import type { Metadata } from 'next';
import { EditProductForm } from '@/domains/catalog/admin/product-form/product-form';

export const metadata: Metadata = { title: 'Edit product · Back office' };

export default async function AdminEditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditProductForm productId={id} />;
}
