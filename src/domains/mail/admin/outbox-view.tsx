'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useId } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { AdminSearchField } from '@/components/admin/admin-list-controls';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import { useAdminListParams } from '@/components/admin/use-admin-list-params';
import { Button } from '@/components/ui/button';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { OUTBOX_STATUSES, outboxEmailDetailSchema, outboxEmailRowSchema, type OutboxEmailRow, type OutboxStatus } from '../schemas';
import { OutboxStatusBadge, outboxStatusLabels } from './outbox-status-badge';

const retryAnswerSchema = z.object({ data: outboxEmailDetailSchema });

/** Sends a failed e-mail again (POST /api/admin/outbox/{id}/retry); the list and the e-mail are fetched again after. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: Pick<OutboxEmailRow, 'id' | 'to'>) => requestAdminApi(`/api/admin/outbox/${email.id}/retry`, retryAnswerSchema, adminJsonRequest('POST')),
    onSuccess: (_answer, email) => toast.success('Queued to send again', { description: `To ${email.to}` }),
    onError: (error) => toast.error('Not sent again', { description: describeAdminError(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}

function describeWhen(email: OutboxEmailRow): string {
  if (email.status === 'sent' && email.sentAt) return `Sent ${formatAdminDateTime(email.sentAt)}`;
  if (email.status === 'scheduled' && email.sendAfter) return `Goes out ${formatAdminDateTime(email.sendAfter)}`;
  if (email.status === 'failed' && email.failedAt) return `Gave up ${formatAdminDateTime(email.failedAt)}`;
  return `Queued ${formatAdminDateTime(email.createdAt)}`;
}

/** Every e-mail the shop sends: filter by status, search by recipient or subject, open one, send a failed one again. */
export function OutboxView() {
  const statusId = useId();
  const list = useAdminListParams();
  const status = OUTBOX_STATUSES.find((candidate) => candidate === list.filter('status'));
  const query = useQuery({
    queryKey: ['admin', 'outbox', 'list', list.page, list.search, status],
    queryFn: () => requestAdminApi(`/api/admin/outbox?${list.apiQuery({ status })}`, adminListAnswerSchema(outboxEmailRowSchema)),
  });
  const retry = useRetryEmail();

  const columns: ColumnDef<OutboxEmailRow, unknown>[] = [
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <OutboxStatusBadge status={row.original.status} />
          <span className="text-xs text-muted">{describeWhen(row.original)}</span>
        </div>
      ),
    },
    { id: 'to', header: 'To', cell: ({ row }) => <span className="break-all">{row.original.to}</span> },
    {
      id: 'subject',
      header: 'Subject',
      cell: ({ row }) => (
        <div>
          <Link href={`/admin/outbox/${row.original.id}`} className="font-medium text-brand underline underline-offset-4">
            {row.original.subject}
          </Link>
          {row.original.status === 'failed' && row.original.lastError ? (
            <p className="mt-1 text-xs text-muted">
              After {row.original.attempts} {row.original.attempts === 1 ? 'attempt' : 'attempts'}: {row.original.lastError}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.status === 'failed' ? (
          <Button variant="secondary" size="sm" loading={retry.isPending && retry.variables?.id === row.original.id} onClick={() => retry.mutate(row.original)}>
            Retry<span className="sr-only"> sending to {row.original.to}</span>
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <AdminPageHeader title="Outbox" description="Every e-mail the shop sends: sent, scheduled for later, and failed ones you can send again." />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <AdminSearchField label="Search by recipient or subject" value={list.search} onSearch={list.setSearch} />
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="text-sm font-semibold">
            Status
          </label>
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => list.setFilter('status', event.target.value || null)}
            className="rounded-md border border-muted bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
          >
            <option value="">All</option>
            {OUTBOX_STATUSES.map((candidate: OutboxStatus) => (
              <option key={candidate} value={candidate}>
                {outboxStatusLabels[candidate]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AdminListTable
        caption="Outbox e-mails, newest first"
        columns={columns}
        query={query}
        describeError={describeAdminError}
        empty={list.search || status ? 'No e-mail matches these filters.' : 'No e-mail has been sent yet.'}
        list={list}
      />
    </>
  );
}
