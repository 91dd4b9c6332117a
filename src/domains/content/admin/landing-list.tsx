'use client';

import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { StatusBadge } from '@/components/admin/status-badge';
import { useAdminListParams } from '@/components/admin/use-admin-list-params';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { staffLandingRowSchema, type StaffLandingRow } from '../schemas';
import { landingQueryKeys } from './landing-query-keys';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';


const columns: ColumnDef<StaffLandingRow, unknown>[] = [
  {
    header: 'Title',
    cell: ({ row }) => (
      <Link href={`/admin/landings/${row.original.id}`} className="font-semibold text-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand">
        {row.original.title}
      </Link>
    ),
  },
  { header: 'URL path', cell: ({ row }) => <code className="break-all text-xs">/{row.original.urlPath}</code> },
  {
    header: 'Status',
    cell: ({ row }) =>
      row.original.published ? <StatusBadge label="Published" tone="success" /> : <StatusBadge label="Draft" tone="neutral" />,
  },
  { header: 'Updated', cell: ({ row }) => formatAdminDateTime(row.original.updatedAt) },
  {
    header: 'Storefront',
    cell: ({ row }) =>
      row.original.published ? (
        <a href={`/${row.original.urlPath}`} target="_blank" rel="noreferrer" className="text-sm underline underline-offset-2">
          View<span className="sr-only"> {row.original.title} on the storefront (opens a new tab)</span>
        </a>
      ) : (
        <span className="text-xs text-muted">Not live</span>
      ),
  },
];

/** /admin/landings: every landing page, searchable by title or path, a page at a time. */
export function LandingList() {
  const list = useAdminListParams();
  const query = list.apiQuery();
  const landings = useQuery({
    queryKey: landingQueryKeys.list(query),
    queryFn: () => requestAdminApi(`/api/v3/landing-page?${query}`, adminListAnswerSchema(staffLandingRowSchema)),
    placeholderData: (previous) => previous,
  });

  return (
    <>
      <AdminPageHeader
        title="Landing pages"
        description="Pages the storefront serves at their own path, with a banner, text and the products of their tags."
        actions={
          <>
            <Link href="/admin/landings/breadcrumbs" className={getButtonClassName('secondary', 'sm')}>
              Breadcrumbs
            </Link>
            <Link href="/admin/landings/create" className={getButtonClassName('primary', 'sm')}>
              New landing page
            </Link>
          </>
        }
      />
      <AdminListTable
        caption="Landing pages"
        columns={columns}
        query={landings}
        searchLabel="Search by title or path"
        empty={list.search ? `No landing page matches “${list.search}”.` : 'No landing pages yet. Create the first one.'}
        list={list}
        pagesOnceLoaded
      />
    </>
  );
}
