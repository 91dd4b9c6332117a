'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { AdminPagination, AdminSearchField } from '@/components/admin/admin-list-controls';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable } from '@/components/admin/data-table';
import { useAdminListParams } from '@/components/admin/use-admin-list-params';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { formatDateTime, StatusBadge } from '@/domains/vouchers/admin/sales-format';
import { VoucherList } from '@/domains/vouchers/admin/voucher-list';
import { SALES_QUERY_KEY } from '@/domains/vouchers/admin/voucher-panel';
import { adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
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
  { header: 'Total', cell: ({ row }) => formatMoney(row.original.totalCents) },
  { header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { header: 'Placed', cell: ({ row }) => formatDateTime(row.original.createdAt) },
];

const answerSchema = adminListAnswerSchema(staffOrderRowSchema);

function OrderTable({ query, page, perPage, search, onPage }: { query: string; page: number; perPage: number; search: string; onPage: (page: number) => void }) {
  const list = useQuery({
    queryKey: [SALES_QUERY_KEY, 'orders', query],
    queryFn: () => requestAdminApi(`/api/admin/orders?${query}`, answerSchema),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <DataTable
        caption="Orders"
        columns={columns}
        rows={list.data?.data}
        isLoading={list.isFetching}
        error={list.isError ? (list.error instanceof ApiRequestError ? list.error.message : 'The orders could not be loaded.') : null}
        empty={search ? `No order matches “${search}”. Vouchers issued by hand are under Vouchers.` : 'No orders yet.'}
        getRowId={(row) => row.id}
      />
      <AdminPagination page={page} perPage={perPage} total={list.data?.total ?? 0} onPage={onPage} />
    </>
  );
}

/** /admin/orders: orders and vouchers, found by order number, buyer e-mail or a certificate's last four characters. */
export function OrderList() {
  const params = useAdminListParams();
  const view = params.filter('view') === 'vouchers' ? 'vouchers' : 'orders';
  const query = params.apiQuery();
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
        <OrderTable query={query} page={params.page} perPage={params.perPage} search={params.search} onPage={params.setPage} />
      ) : (
        <VoucherList query={query} page={params.page} perPage={params.perPage} search={params.search} onPage={params.setPage} />
      )}
    </>
  );
}
