'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { resendVoucherFormSchema, staffVoucherSchema, voidVoucherSchema, type StaffVoucher } from '../staff-schemas';
import { describeCardDesign } from './card-design-name';
import { SalesStatusBadge } from './sales-status-badge';

/** Every query of the orders, vouchers and liability screens starts with this, so one change refreshes them all. */
export const SALES_QUERY_KEY = 'admin-sales';

const voucherAnswerSchema = z.object({ data: staffVoucherSchema });

function ResendForm({ voucher }: { voucher: StaffVoucher }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<z.infer<typeof resendVoucherFormSchema>>({ resolver: zodResolver(resendVoucherFormSchema), defaultValues: { email: '' } });
  const resend = useMutation({
    mutationFn: (email: string) =>
      requestAdminApi(`/api/admin/vouchers/${voucher.id}/resend`, voucherAnswerSchema, adminJsonRequest('POST', email ? { email } : {})),
    onSuccess: async ({ data }) => {
      toast.success(`Voucher …${data.certificateLast4} e-mailed again to ${data.delivery.to ?? 'its recipient'}.`);
      form.reset({ email: '' });
      await queryClient.invalidateQueries({ queryKey: [SALES_QUERY_KEY] });
    },
    onError: (error) => toast.error(describeAdminError(error)),
  });
  return (
    <form method="post" onSubmit={form.handleSubmit(({ email }) => resend.mutateAsync(email).catch(() => undefined))} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField
          id={`${id}-email`}
          label="Resend to (empty: the same address)"
          type="email"
          placeholder={voucher.recipientEmail ?? voucher.delivery.to ?? ''}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <Button type="submit" variant="secondary" loading={resend.isPending}>
        Resend e-mail
      </Button>
    </form>
  );
}

function VoidForm({ voucher }: { voucher: StaffVoucher }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof voidVoucherSchema>>({ resolver: zodResolver(voidVoucherSchema), defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const voidIt = useMutation({
    mutationFn: (input: { reason: string }) => requestAdminApi(`/api/admin/vouchers/${voucher.id}/void`, voucherAnswerSchema, adminJsonRequest('POST', input)),
    onSuccess: async () => {
      toast.success(`Voucher …${voucher.certificateLast4} is void.`);
      await queryClient.invalidateQueries({ queryKey: [SALES_QUERY_KEY] });
    },
    onError: (error) => toast.error(describeAdminError(error)),
  });
  return (
    <form method="post" onSubmit={(event) => event.preventDefault()} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField id={`${id}-reason`} label="Reason to void" error={form.formState.errors.reason?.message} {...form.register('reason')} />
      </div>
      <ConfirmButton
        title={`Void voucher …${voucher.certificateLast4}?`}
        description={`It stops working at once and cannot be activated; an e-mail not yet sent is withdrawn. Its ${formatMoney(voucher.valueCents, STAFF_LOCALE)} is not refunded by this. This cannot be undone.`}
        confirmLabel="Void voucher"
        disabled={reason.trim() === ''}
        onConfirm={form.handleSubmit((input) => voidIt.mutateAsync(input).then(() => undefined, () => undefined))}
      >
        Void voucher
      </ConfirmButton>
    </form>
  );
}

/** One voucher as staff handle it: what it is worth, where its e-mail stands, its history, and Resend / Void. */
export function VoucherPanel({ voucher, headingLevel = 2 }: { voucher: StaffVoucher; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label={`Voucher ending ${voucher.certificateLast4}`} className="rounded-lg border border-black/10 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading className="text-lg font-bold">
            {voucher.title} · …{voucher.certificateLast4}
          </Heading>
          <p className="text-sm text-muted">
            {formatMoney(voucher.valueCents, STAFF_LOCALE)} for {voucher.recipientName || 'the buyer'}
            {voucher.order ? (
              <>
                {' '}
                · order{' '}
                <Link className="font-medium text-brand-dark underline underline-offset-2" href={`/admin/orders/${voucher.order.id}`}>
                  {voucher.order.number}
                </Link>
              </>
            ) : (
              ' · issued by hand'
            )}
          </p>
        </div>
        <SalesStatusBadge status={voucher.status} />
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="shrink-0 whitespace-nowrap font-semibold">E-mail:</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <SalesStatusBadge status={voucher.delivery.status} />
            <span className="break-all">{voucher.delivery.to ?? 'none'}</span>
            {voucher.delivery.at ? <span className="text-muted">{formatAdminDateTime(voucher.delivery.at)}</span> : null}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0 whitespace-nowrap font-semibold">Issued:</dt>
          <dd>{formatAdminDateTime(voucher.createdAt)}</dd>
        </div>
        {voucher.activatedAt ? (
          <div className="flex gap-2">
            <dt className="shrink-0 whitespace-nowrap font-semibold">Activated:</dt>
            <dd className="break-all">
              {formatAdminDateTime(voucher.activatedAt)} by {voucher.activatedBy ?? 'a customer'}
            </dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="shrink-0 whitespace-nowrap font-semibold">Card design:</dt>
          <dd>{describeCardDesign(voucher.design)}</dd>
        </div>
        {voucher.giftMessage ? (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="shrink-0 whitespace-nowrap font-semibold">Message:</dt>
            <dd className="italic">{voucher.giftMessage}</dd>
          </div>
        ) : null}
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold">History ({voucher.events.length})</summary>
        <ol className="mt-2 flex flex-col gap-1 border-l-2 border-black/10 pl-3">
          {voucher.events.map((event) => (
            <li key={event.id}>
              <span className="text-muted">{formatAdminDateTime(event.createdAt)}</span> — {event.summary}
              {event.staff ? <span className="text-muted"> ({event.staff})</span> : null}
            </li>
          ))}
        </ol>
      </details>
      {voucher.status === 'ISSUED' ? (
        <div className="mt-4 flex flex-col gap-3 border-t border-black/10 pt-3">
          <ResendForm voucher={voucher} />
          <VoidForm voucher={voucher} />
        </div>
      ) : null}
    </section>
  );
}
