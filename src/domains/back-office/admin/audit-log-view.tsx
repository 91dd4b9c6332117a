'use client';

import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useId } from 'react';
import { z } from 'zod';
import { AdminSearchField } from '@/components/admin/admin-list-controls';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import { useAdminListParams } from '@/components/admin/use-admin-list-params';
import { adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { auditLogFiltersSchema, auditLogRowSchema, type AuditLogRow } from '../schemas';

const PER_PAGE = 50;
const filtersAnswerSchema = z.object({ data: auditLogFiltersSchema });
const controlClassName =
  'w-full rounded-md border border-muted bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand';

function FilterSelect({ label, value, all, items, onChange }: { label: string; value: string | undefined; all: string; items: { value: string; label: string }[]; onChange: (value: string | null) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} className={controlClassName}>
        <option value="">{all}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterDate({ label, value, min, max, onChange }: { label: string; value: string | undefined; min?: string; max?: string; onChange: (value: string | null) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input id={id} type="date" value={value ?? ''} min={min} max={max} onChange={(event) => onChange(event.target.value || null)} className={controlClassName} />
    </div>
  );
}

const columns: ColumnDef<AuditLogRow, unknown>[] = [
  { id: 'when', header: 'When', cell: ({ row }) => <span className="whitespace-nowrap">{formatAdminDateTime(row.original.createdAt)}</span> },
  {
    id: 'who',
    header: 'Who',
    cell: ({ row }) =>
      row.original.staff ? (
        <div>
          <p>{row.original.staff.name}</p>
          <p className="text-xs text-muted">{row.original.staff.email}</p>
        </div>
      ) : (
        <span className="text-muted">A removed account</span>
      ),
  },
  { id: 'action', header: 'Action', cell: ({ row }) => <code className="text-xs">{row.original.action}</code> },
  {
    id: 'entity',
    header: 'Changed',
    cell: ({ row }) => (
      <div>
        <p>{row.original.entityType}</p>
        {row.original.entityId ? <p className="break-all text-xs text-muted">{row.original.entityId}</p> : null}
      </div>
    ),
  },
  {
    id: 'details',
    header: 'Details',
    cell: ({ row }) =>
      row.original.data === null || (typeof row.original.data === 'object' && Object.keys(row.original.data).length === 0) ? (
        <span className="text-muted">—</span>
      ) : (
        <details>
          <summary className="cursor-pointer text-sm font-medium">Show</summary>
          <pre className="mt-2 max-w-xs whitespace-pre-wrap break-words text-xs">{JSON.stringify(row.original.data, null, 2)}</pre>
        </details>
      ),
  },
];

/** Who changed what and when: every audited write, newest first, filtered by staff member, entity, action and days. */
export function AuditLogView() {
  const list = useAdminListParams({ perPage: PER_PAGE });
  const filters = {
    staff: list.filter('staff') ?? undefined,
    entity_type: list.filter('entity_type') ?? undefined,
    action: list.filter('action') ?? undefined,
    from: list.filter('from') ?? undefined,
    to: list.filter('to') ?? undefined,
  };
  const choices = useQuery({ queryKey: ['admin', 'audit-log', 'filters'], queryFn: () => requestAdminApi('/api/admin/audit-log/filters', filtersAnswerSchema) });
  const query = useQuery({
    queryKey: ['admin', 'audit-log', 'list', list.page, list.search, filters],
    queryFn: () => requestAdminApi(`/api/admin/audit-log?${list.apiQuery(filters)}`, adminListAnswerSchema(auditLogRowSchema)),
  });
  const options = choices.data?.data;
  return (
    <>
      <AdminPageHeader title="Audit log" description="Every change staff made, newest first. Days are the shop’s (Toronto)." />
      <div className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelect
          label="Staff member"
          value={filters.staff}
          all="Everyone"
          items={(options?.staff ?? []).map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }))}
          onChange={(value) => list.setFilter('staff', value)}
        />
        <FilterSelect
          label="Entity type"
          value={filters.entity_type}
          all="All types"
          items={(options?.entityTypes ?? []).map((type) => ({ value: type, label: type }))}
          onChange={(value) => list.setFilter('entity_type', value)}
        />
        <FilterSelect
          label="Action"
          value={filters.action}
          all="All actions"
          items={(options?.actions ?? []).map((action) => ({ value: action, label: action }))}
          onChange={(value) => list.setFilter('action', value)}
        />
        <FilterDate label="From" value={filters.from} max={filters.to} onChange={(value) => list.setFilter('from', value)} />
        <FilterDate label="To" value={filters.to} min={filters.from} onChange={(value) => list.setFilter('to', value)} />
        <AdminSearchField label="Entity id" value={list.search} onSearch={list.setSearch} />
      </div>
      <AdminListTable caption="Audit log, newest first" columns={columns} query={query} describeError={describeAdminError} empty="No change matches these filters." list={list} />
    </>
  );
}
