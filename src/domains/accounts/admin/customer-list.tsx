'use client';

import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { useAdminListParams } from '@/components/admin/use-admin-list-params';
import { adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { staffCustomerRowSchema, type StaffCustomerRow } from '../schemas';
import { formatAdminDate } from '@/components/admin/admin-date-time';

const columns: ColumnDef<StaffCustomerRow, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <Link href={`/admin/users/${row.original.id}`} className="font-semibold text-brand-dark underline-offset-4 hover:underline">
        {`${row.original.firstName} ${row.original.lastName}`.trim() || row.original.email}
      </Link>
    ),
  },
  { id: 'email', header: 'E-mail', cell: ({ row }) => <span className="break-all">{row.original.email}</span> },
  { id: 'balance', header: 'Balance', cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.balanceCents, STAFF_LOCALE)}</span> },
  { id: 'joined', header: 'Joined', cell: ({ row }) => formatAdminDate(row.original.createdAt) },
];

/** /admin/users: the shop's customers, newest first, searched by name or e-mail. */
export function CustomerList() {
  const list = useAdminListParams();
  const query = list.apiQuery();
  const customers = useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: () => requestAdminApi(`/api/admin/users?${query}`, adminListAnswerSchema(staffCustomerRowSchema)),
    placeholderData: (previous) => previous,
  });

  return (
    <AdminListTable
      caption="Customers"
      columns={columns}
      query={customers}
      searchLabel="Search by name or e-mail"
      empty={list.search ? `No customer matches “${list.search}”.` : 'No customers yet.'}
      list={list}
      pagesOnceLoaded
    />
  );
}
