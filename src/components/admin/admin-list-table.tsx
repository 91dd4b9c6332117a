'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { AdminPagination, AdminSearchField } from './admin-list-controls';
import { DataTable } from './data-table';
import type { AdminListParams } from './use-admin-list-params';

interface AdminListTableProps<Row> {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  /** A list answer of the admin API (`{ data, total }`), or a whole list (`{ data }`). */
  query: UseQueryResult<{ data: Row[]; total?: number; totalCapped?: boolean }>;
  /** The error line for a failed list; the server's sentence by default. */
  describeError?: (error: Error) => string;
  empty: ReactNode;
  /** The list's page and search in the address, for the page controls under the table; none for a list that comes whole. */
  list?: AdminListParams;
  /** The label of a search box above the table, for a list whose only filter is its search. */
  searchLabel?: string;
  /** Keep the page controls away until the first page arrives, instead of "Nothing to show" meanwhile. */
  pagesOnceLoaded?: boolean;
  /** What acts on the rows shown (a save bar), between the table and the page controls. */
  children?: ReactNode;
}

/**
 * A back-office list drawn from its query: its search box, the table with its loading, error and
 * empty states, and the page controls. The loading line stands until rows arrive; later fetches
 * (another page, a search) mark the table busy while the previous rows stay.
 */
export function AdminListTable<Row extends { id: string }>({
  caption,
  columns,
  query,
  describeError = (error) => error.message,
  empty,
  list,
  searchLabel,
  pagesOnceLoaded = false,
  children,
}: AdminListTableProps<Row>) {
  return (
    <>
      {list && searchLabel ? (
        <div className="mb-4">
          <AdminSearchField label={searchLabel} value={list.search} onSearch={list.setSearch} />
        </div>
      ) : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data?.data}
        // Pending covers a first fetch held back while offline; fetching, a page or search being replaced.
        isLoading={query.isPending || query.isFetching}
        error={query.isError ? describeError(query.error) : null}
        empty={empty}
        getRowId={(row) => row.id}
      />
      {children}
      {list && (query.data || !pagesOnceLoaded) ? (
        <AdminPagination
          page={list.page}
          perPage={list.perPage}
          total={query.data?.total ?? 0}
          totalCapped={query.data?.totalCapped}
          shown={query.data?.data.length}
          onPage={list.setPage}
        />
      ) : null}
    </>
  );
}
