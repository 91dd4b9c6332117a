'use client';

import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { AdminErrorAlert } from './admin-query-frame';

interface DataTableProps<Row> {
  /** Names the table for screen readers, e.g. "Users". */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[] | undefined;
  isLoading: boolean;
  /** The server's sentence when the list could not be loaded. */
  error: string | null;
  /** Shown when the list loaded and has no rows (say what to do, e.g. "No users match 'ana'."). */
  empty: ReactNode;
  getRowId: (row: Row) => string;
}

/**
 * A back-office list on TanStack Table: loading, error and empty states in the table's place,
 * real table semantics for screen readers, and a horizontal scroll on narrow screens. Paging
 * and search are the server's (`AdminPagination`, `AdminSearchField`).
 */
export function DataTable<Row>({ caption, columns, rows, isLoading, error, empty, getRowId }: DataTableProps<Row>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the compiler skips this component, which re-renders with its rows anyway
  const table = useReactTable({ data: rows ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId, manualPagination: true });

  if (error) {
    return <AdminErrorAlert>{error}</AdminErrorAlert>;
  }

  return (
    // Focusable and named: on a phone the table scrolls sideways, and a keyboard must reach that too. Positioned, so the
    // buttons' absolute sr-only names scroll with the table instead of widening the whole page.
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-black/10 bg-white" aria-busy={isLoading || undefined}>
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-muted">
          {table.getHeaderGroups().map((headerGroup) => (
            <tr key={headerGroup.id}>
              {headerGroup.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {isLoading && !rows ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-muted">
                <span role="status">Loading…</span>
              </td>
            </tr>
          ) : table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-black/5 hover:bg-slate-50">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
