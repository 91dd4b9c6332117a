'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { AdminPagination } from '@/components/admin/admin-list-controls';
import { DataTable } from '@/components/admin/data-table';
import { adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { staffVoucherRowSchema, type StaffVoucherRow } from '../staff-schemas';
import { formatDateTime, StatusBadge } from './sales-format';
import { SALES_QUERY_KEY } from './voucher-panel';

const columns: ColumnDef<StaffVoucherRow, unknown>[] = [
  {
    header: 'Certificate',
    cell: ({ row }) => (
      <Link href={`/admin/vouchers/${row.original.id}`} className="font-mono font-semibold text-brand-dark underline underline-offset-2">
        …{row.original.certificateLast4}
      </Link>
    ),
  },
  { header: 'Gift', cell: ({ row }) => row.original.title },
  { header: 'Value', cell: ({ row }) => formatMoney(row.original.valueCents) },
  { header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  {
    header: 'Recipient',
    cell: ({ row }) => (
      <span className="break-all">
        {row.original.recipientName ?? '—'}
        {row.original.recipientEmail ? <span className="block text-muted">{row.original.recipientEmail}</span> : null}
      </span>
    ),
  },
  {
    header: 'Order',
    cell: ({ row }) =>
      row.original.order ? (
        <Link href={`/admin/orders/${row.original.order.id}`} className="text-brand-dark underline underline-offset-2">
          {row.original.order.number}
        </Link>
      ) : (
        'By hand'
      ),
  },
  { header: 'Issued', cell: ({ row }) => formatDateTime(row.original.createdAt) },
];

const answerSchema = adminListAnswerSchema(staffVoucherRowSchema);

/** The vouchers tab of /admin/orders: every voucher, those issued by hand too, searched like the orders. */
export function VoucherList({ query, page, perPage, search, onPage }: { query: string; page: number; perPage: number; search: string; onPage: (page: number) => void }) {
  const list = useQuery({
    queryKey: [SALES_QUERY_KEY, 'vouchers', query],
    queryFn: () => requestAdminApi(`/api/admin/vouchers?${query}`, answerSchema),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <DataTable
        caption="Vouchers"
        columns={columns}
        rows={list.data?.data}
        isLoading={list.isFetching}
        error={list.isError ? (list.error instanceof ApiRequestError ? list.error.message : 'The vouchers could not be loaded.') : null}
        empty={search ? `No voucher matches “${search}”.` : 'No vouchers yet.'}
        getRowId={(row) => row.id}
      />
      <AdminPagination page={page} perPage={perPage} total={list.data?.total ?? 0} onPage={onPage} />
    </>
  );
}
