'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { z } from 'zod';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import type { StaffProductDetail } from '../../staff-schemas';

/** Deletes a product nothing was sold, booked or issued on; any other is only unpublished. */
export function DeleteProductButton({ product }: { product: StaffProductDetail }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => requestAdminApi(`/api/admin/products/${id}`, z.object({ message: z.string() }), adminJsonRequest('DELETE')),
    onSuccess: async (_answer, id) => {
      // The deleted product is not asked for again while its page is still open.
      queryClient.removeQueries({ queryKey: ['admin', 'products', 'one', id] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      toast.success('Product deleted.');
      router.push('/admin/products');
    },
    onError: (error) => toast.error(error.message),
  });
  const referenced = Object.values(product.references).some((count) => count > 0);

  return referenced ? (
    <p className="max-w-md text-sm text-muted">
      This product was ordered, booked or issued as a voucher, so it cannot be deleted. Unpublish it to take it off the shop.
    </p>
  ) : (
    <ConfirmButton
      title={`Delete “${product.title}”?`}
      description="The product, its pictures, options and departures are removed for good. Nothing was sold or booked on it."
      confirmLabel="Delete product"
      onConfirm={() => remove.mutateAsync(product.id).then(() => undefined, () => undefined)}
    >
      Delete product
    </ConfirmButton>
  );
}
