import type { Metadata } from 'next';
import { EditProductScreen } from '@/shell/admin/product-forms';

export const metadata: Metadata = { title: 'Edit product · Back office' };

export default async function AdminEditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditProductScreen productId={id} />;
}
