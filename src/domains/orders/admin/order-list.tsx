'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { AdminSearchField } from '@/components/admin/admin-list-controls';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import { useAdminListParams, type AdminListParams } from '@/components/admin/use-admin-list-params';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { SalesStatusBadge } from '@/domains/vouchers/admin/sales-status-badge';
import { VoucherList } from '@/domains/vouchers/admin/voucher-list';
import { SALES_QUERY_KEY } from '@/domains/vouchers/admin/voucher-panel';
import { adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { staffOrderRowSchema, type StaffOrderRow } from '../staff-schemas';

const columns: ColumnDef<StaffOrderRow, unknown>[] = [
  {
    header: 'Order',
    cell: ({ row }) => (
      <Link href={`/admin/orders/${row.original.id}`} className="font-mono font-semibold text-brand-dark underline underline-offset-2">
        {row.original.number}
      </Link>
    ),
  },
  {
    header: 'Buyer',
    cell: ({ row }) => (
      <span className="break-all">
        {row.original.buyerName}
        <span className="block text-muted">{row.original.email}</span>
      </span>
    ),
  },
  { header: 'Gifts', cell: ({ row }) => row.original.itemCount },
  { header: 'Total', cell: ({ row }) => formatMoney(row.original.totalCents, STAFF_LOCALE) },
  { header: 'Status', cell: ({ row }) => <SalesStatusBadge status={row.original.status} /> },
  { header: 'Placed', cell: ({ row }) => formatAdminDateTime(row.original.createdAt) },
];

const answerSchema = adminListAnswerSchema(staffOrderRowSchema);

function OrderTable({ list }: { list: AdminListParams }) {
  const query = list.apiQuery();
  const orders = useQuery({
    queryKey: [SALES_QUERY_KEY, 'orders', query],
    queryFn: () => requestAdminApi(`/api/admin/orders?${query}`, answerSchema),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminListTable
      caption="Orders"
      columns={columns}
      query={orders}
      describeError={(error) => describeAdminError(error, 'The orders could not be loaded.')}
      empty={list.search ? `No order matches “${list.search}”. Vouchers issued by hand are under Vouchers.` : 'No orders yet.'}
      list={list}
    />
  );
}

/** /admin/orders: orders and vouchers, found by order number, buyer e-mail or a certificate's last four characters. */
export function OrderList() {
  const params = useAdminListParams();
  const view = params.filter('view') === 'vouchers' ? 'vouchers' : 'orders';
  const tab = (value: 'orders' | 'vouchers', label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => params.setFilter('view', value === 'orders' ? null : value)}
      className={getButtonClassName(view === value ? 'primary' : 'secondary', 'sm')}
    >
      {label}
    </button>
  );
  return (
    <>
      <AdminPageHeader
        title="Orders & vouchers"
        description="Find an order or a voucher by order number, buyer or recipient e-mail, or a certificate’s last four characters."
        actions={
          <Link href="/admin/vouchers/issue" className={getButtonClassName('primary', 'sm')}>
            Issue vouchers
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <AdminSearchField label="Order number, e-mail or last four" value={params.search} onSearch={params.setSearch} />
        <div role="group" aria-label="Show" className="flex gap-2">
          {tab('orders', 'Orders')}
          {tab('vouchers', 'Vouchers')}
        </div>
      </div>
      {view === 'orders' ? (
        <OrderTable list={params} />
      ) : (
        <VoucherList list={params} />
      )}
    </>
  );
}
