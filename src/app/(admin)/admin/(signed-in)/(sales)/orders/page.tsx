import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderList } from '@/domains/orders/admin/order-list';

export const metadata: Metadata = { title: 'Orders & vouchers' };

export default function OrdersPage() {
  // The list keeps its page and search in the address (useSearchParams).
  return (
    <Suspense>
      <OrderList />
    </Suspense>
  );
}
