'use client';

import { EditProductForm, NewProductForm } from '@/domains/catalog/admin/product-form/product-form';
import { BreadcrumbTrailPicker } from '@/domains/content/admin/breadcrumb-trail-picker';

/** `/admin/products/new`: catalog's form with content's breadcrumb picker in it. */
export function NewProductScreen() {
  return <NewProductForm breadcrumbTrailPicker={BreadcrumbTrailPicker} />;
}

/** `/admin/products/{id}`: the same, for a stored product. */
export function EditProductScreen({ productId }: { productId: string }) {
  return <EditProductForm productId={productId} breadcrumbTrailPicker={BreadcrumbTrailPicker} />;
}
