'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import type { AdminListParams } from '@/components/admin/use-admin-list-params';
import { adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { staffVoucherRowSchema, type StaffVoucherRow } from '../staff-schemas';
import { SalesStatusBadge } from './sales-status-badge';
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
  { header: 'Value', cell: ({ row }) => formatMoney(row.original.valueCents, STAFF_LOCALE) },
  { header: 'Status', cell: ({ row }) => <SalesStatusBadge status={row.original.status} /> },
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
  { header: 'Issued', cell: ({ row }) => formatAdminDateTime(row.original.createdAt) },
];

const answerSchema = adminListAnswerSchema(staffVoucherRowSchema);

/** The vouchers tab of /admin/orders: every voucher, those issued by hand too, searched like the orders. */
export function VoucherList({ list }: { list: AdminListParams }) {
  const query = list.apiQuery();
  const vouchers = useQuery({
    queryKey: [SALES_QUERY_KEY, 'vouchers', query],
    queryFn: () => requestAdminApi(`/api/admin/vouchers?${query}`, answerSchema),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminListTable
      caption="Vouchers"
      columns={columns}
      query={vouchers}
      describeError={(error) => describeAdminError(error, 'The vouchers could not be loaded.')}
      empty={list.search ? `No voucher matches “${list.search}”.` : 'No vouchers yet.'}
      list={list}
    />
  );
}
