'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { AdminErrorAlert, AdminLoadState } from '@/components/admin/admin-query-frame';
import { requestAdminApi } from '@/lib/admin-api';
import type { BreadcrumbTrailPicker } from './breadcrumbs-section';
import { productAnswerSchema, ProductEditor } from './product-editor';
import type { CarriedEdits } from './product-values';

/** `/admin/products/new`. */
export function NewProductForm({ breadcrumbTrailPicker }: { breadcrumbTrailPicker: BreadcrumbTrailPicker }) {
  return <ProductEditor product={null} breadcrumbTrailPicker={breadcrumbTrailPicker} />;
}

/** `/admin/products/{id}`: the product as stored now, then its form. */
export function EditProductForm({ productId, breadcrumbTrailPicker }: { productId: string; breadcrumbTrailPicker: BreadcrumbTrailPicker }) {
  const [carried, setCarried] = useState<CarriedEdits | null>(null);
  const answer = useQuery({
    queryKey: ['admin', 'products', 'one', productId],
    queryFn: () => requestAdminApi(`/api/admin/products/${encodeURIComponent(productId)}`, productAnswerSchema),
  });
  if (answer.isPending) return <AdminLoadState error={null} loadingText="Loading the product…" />;
  if (answer.error) {
    return (
      <div className="flex flex-col gap-3">
        <AdminErrorAlert>{answer.error.message}</AdminErrorAlert>
        <Link href="/admin/products" className="font-medium text-brand-dark underline underline-offset-4">
          Back to products
        </Link>
      </div>
    );
  }
  return (
    <ProductEditor
      key={answer.data.data.updatedAt}
      product={answer.data.data}
      carried={carried}
      onReload={(edits) => {
        setCarried(edits);
        void answer.refetch();
      }}
      onSaved={() => setCarried(null)}
      breadcrumbTrailPicker={breadcrumbTrailPicker}
    />
  );
}
