'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { toast } from 'sonner';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { StatusBadge, type StatusTone } from '@/components/admin/status-badge';
import { useAdminListParams } from '@/components/admin/use-admin-list-params';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { describeRequestWait, type RequestWait } from '../lib/request-wait';
import { declineBookingSchema, staffBookingRowSchema, type StaffBookingRow } from '../schemas';

const bookingRequestsKey = ['admin', 'bookings', 'REQUESTED'] as const;
// Both answers carry the booking's new state; the list is fetched again anyway.
const answerSchema = z.object({ data: z.object({ status: z.string() }) });

const urgencyStyles: Record<RequestWait['urgency'], { tone: StatusTone; note: string }> = {
  due: { tone: 'quiet', note: 'within a day' },
  late: { tone: 'warning', note: 'past 24 hours' },
  overdue: { tone: 'danger', note: 'past the 3-day promise' },
};

function WaitBadge({ requestedAt, now }: { requestedAt: string; now: Date }) {
  const wait = describeRequestWait(requestedAt, now);
  const style = urgencyStyles[wait.urgency];
  return (
    <StatusBadge
      tone={style.tone}
      data-urgency={wait.urgency}
      label={
        <>
          Waiting {wait.label}
          <span className="sr-only">, {style.note}</span>
        </>
      }
    />
  );
}

function describeTravellers(travellers: StaffBookingRow['travellers']): string {
  return travellers.map((band) => `${band.count} ${band.ageBandCode.toLowerCase()}`).join(', ');
}

type DeclineForm = { reason: string };

/** Declining needs a message the customer will read; the dialog is also the confirmation. */
function DeclineButton({ booking, onDeclined }: { booking: StaffBookingRow; onDeclined: () => void }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeclineForm>({ resolver: zodResolver(declineBookingSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;

  async function decline({ reason }: DeclineForm): Promise<void> {
    setFailure(null);
    try {
      await requestAdminApi(`/api/admin/bookings/${booking.id}/decline`, answerSchema, adminJsonRequest('POST', { reason }));
      toast.success(`Booking ${booking.reference} declined`, { description: 'The money is back on the customer’s balance and they have been e-mailed.' });
      setOpen(false);
      form.reset();
      onDeclined();
    } catch (error) {
      setFailure(describeAdminError(error));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isSubmitting && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          Decline
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">Decline booking {booking.reference}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {booking.customer.firstName} gets {formatMoney(booking.totalCents, STAFF_LOCALE)} back on their balance and an e-mail with your message. This cannot be undone.
          </Dialog.Description>
          <form method="post" onSubmit={form.handleSubmit(decline)} noValidate className="mt-4 flex flex-col gap-4">
            {failure ? (
              <p role="alert" className="rounded-md border border-brand bg-brand-light px-3 py-2 text-sm font-medium text-brand-dark">
                {failure}
              </p>
            ) : null}
            <TextAreaField id={`decline-reason-${booking.id}`} label="Message to the customer" maxLength={500} error={errors.reason?.message} {...form.register('reason')} />
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" size="sm" disabled={isSubmitting}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" size="sm" loading={isSubmitting}>
                Decline and release the money
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Custom bookings waiting for staff, oldest first, with how long each has waited against the 1–3 day promise. */
export function BookingRequestsView() {
  const list = useAdminListParams();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...bookingRequestsKey, list.page, list.search],
    queryFn: () => requestAdminApi(`/api/admin/bookings?${list.apiQuery({ status: 'REQUESTED' })}`, adminListAnswerSchema(staffBookingRowSchema)),
    refetchInterval: 60_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] });
  const confirm = useMutation({
    mutationFn: (booking: StaffBookingRow) => requestAdminApi(`/api/admin/bookings/${booking.id}/confirm`, answerSchema, adminJsonRequest('POST')),
    onSuccess: (_answer, booking) => {
      toast.success(`Booking ${booking.reference} confirmed`, { description: `${booking.customer.email} has been e-mailed.` });
      return refresh();
    },
    onError: (error) => {
      toast.error('Not confirmed', { description: describeAdminError(error) });
      return refresh();
    },
  });
  // Waits are counted to when the list was fetched (it is fetched again every minute).
  const now = new Date(query.dataUpdatedAt);

  const columns: ColumnDef<StaffBookingRow, unknown>[] = [
    {
      id: 'waiting',
      header: 'Waiting',
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <WaitBadge requestedAt={row.original.createdAt} now={now} />
          <span className="text-xs text-muted">Asked {formatAdminDateTime(row.original.createdAt)}</span>
        </div>
      ),
    },
    {
      id: 'experience',
      header: 'Experience',
      cell: ({ row }) => (
        <div>
          <p className="font-semibold">{row.original.experience.title}</p>
          <p className="text-xs text-muted">
            {row.original.reference} · {row.original.tourGradeCode.toLowerCase()} · {row.original.travelDate}
            {row.original.startTime ? ` at ${row.original.startTime}` : ''} · {describeTravellers(row.original.travellers)}
          </p>
        </div>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => (
        <div>
          <p>
            {row.original.customer.firstName} {row.original.customer.lastName}
          </p>
          <p className="text-xs text-muted">{row.original.customer.email}</p>
        </div>
      ),
    },
    { id: 'total', header: 'Total', cell: ({ row }) => formatMoney(row.original.totalCents, STAFF_LOCALE) },
    {
      id: 'answer',
      header: 'Answer',
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <ConfirmButton
            variant="primary"
            title={`Confirm booking ${row.original.reference}?`}
            description={`${row.original.customer.firstName} is e-mailed that ${row.original.experience.title} on ${row.original.travelDate} is confirmed, and the money set aside is taken.`}
            confirmLabel="Confirm booking"
            onConfirm={async () => {
              await confirm.mutateAsync(row.original).catch(() => undefined);
            }}
          >
            Confirm
          </ConfirmButton>
          <DeclineButton booking={row.original} onDeclined={refresh} />
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Booking requests"
        description="Custom experiences booked as a request. Answer within 1–3 days: after 72 hours a request is released and the money goes back to the customer."
      />
      <AdminListTable
        caption="Booking requests waiting for an answer, oldest first"
        columns={columns}
        query={query}
        searchLabel="Search by reference, customer name or e-mail"
        describeError={describeAdminError}
        empty={list.search ? `No request matches “${list.search}”.` : 'No booking requests are waiting. Well done.'}
        list={list}
      />
    </>
  );
}
