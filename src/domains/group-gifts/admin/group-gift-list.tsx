'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { AdminSearchField } from '@/components/admin/admin-list-controls';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import { useAdminListParams } from '@/components/admin/use-admin-list-params';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { SalesStatusBadge } from '@/domains/vouchers/admin/sales-status-badge';
import { SALES_QUERY_KEY } from '@/domains/vouchers/admin/voucher-panel';
import { adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { GROUP_GIFT_STATUSES, staffGroupGiftRowSchema, type StaffGroupGiftRow } from '../staff-schemas';

const columns: ColumnDef<StaffGroupGiftRow, unknown>[] = [
  {
    header: 'For',
    cell: ({ row }) => (
      <Link href={`/admin/group-gifts/${row.original.id}`} className="font-semibold text-brand-dark underline underline-offset-2">
        {row.original.recipientName}
      </Link>
    ),
  },
  {
    header: 'Organiser',
    cell: ({ row }) => (
      <span className="break-all">
        {row.original.organiserName}
        <span className="block text-muted">{row.original.organiserEmail}</span>
      </span>
    ),
  },
  { header: 'Gift', cell: ({ row }) => row.original.giftTitle ?? 'Gift card' },
  {
    header: 'Collected',
    cell: ({ row }) =>
      `${formatMoney(row.original.collectedCents, STAFF_LOCALE)}${row.original.targetCents ? ` of ${formatMoney(row.original.targetCents, STAFF_LOCALE)}` : ''} (${row.original.contributionCount})`,
  },
  { header: 'Status', cell: ({ row }) => <SalesStatusBadge status={row.original.status} /> },
  { header: 'Deadline', cell: ({ row }) => formatAdminDateTime(row.original.deadline) },
];

const answerSchema = adminListAnswerSchema(staffGroupGiftRowSchema);

/** /admin/group-gifts: every group gift, found by organiser, recipient or contributor, narrowed by status. */
export function GroupGiftList() {
  const list = useAdminListParams();
  const status = list.filter('status') ?? undefined;
  const query = list.apiQuery({ status });
  const groupGifts = useQuery({
    queryKey: [SALES_QUERY_KEY, 'group-gifts', query],
    queryFn: () => requestAdminApi(`/api/admin/group-gifts?${query}`, answerSchema),
    placeholderData: keepPreviousData,
  });
  const chip = (value: string | null, label: string) => (
    <button key={label} type="button" aria-pressed={status === (value ?? undefined)} onClick={() => list.setFilter('status', value)} className={getButtonClassName(status === (value ?? undefined) ? 'primary' : 'secondary', 'sm')}>
      {label}
    </button>
  );
  return (
    <>
      <AdminPageHeader title="Group gifts" description="Friends clubbing together for one voucher: what each collected, and where each contribution’s money stands." />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <AdminSearchField label="Organiser, recipient or contributor" value={list.search} onSearch={list.setSearch} />
        <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
          {chip(null, 'All')}
          {GROUP_GIFT_STATUSES.map((value) => chip(value, value.charAt(0) + value.slice(1).toLowerCase()))}
        </div>
      </div>
      <AdminListTable
        caption="Group gifts"
        columns={columns}
        query={groupGifts}
        describeError={(error) => describeAdminError(error, 'The group gifts could not be loaded.')}
        empty={list.search ? `No group gift matches “${list.search}”.` : 'No group gifts yet.'}
        list={list}
      />
    </>
  );
}
