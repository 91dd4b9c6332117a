'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminQueryFrame, describeAdminError } from '@/components/admin/admin-query-frame';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { TextField } from '@/components/ui/form-field';
import { SalesStatusBadge } from '@/domains/vouchers/admin/sales-status-badge';
import { SALES_QUERY_KEY, VoucherPanel } from '@/domains/vouchers/admin/voucher-panel';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { createRefundFormSchema, refundResultSchema, staffOrderSchema, type RefundForm, type StaffOrder } from '../staff-schemas';

const orderAnswerSchema = z.object({ data: staffOrderSchema });
const refundAnswerSchema = z.object({ data: refundResultSchema });

function toCents(amount: string): number {
  return Math.round(Number(amount.replace(/[$,\s]/g, '')) * 100);
}

/**
 * Refund all or part of the card payment. The key is made once per refund the form sends, so a
 * retry after a lost answer is the same refund; vouchers ticked here stop working with it.
 */
function RefundForm({ order, refundableCents }: { order: StaffOrder; refundableCents: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const schema = useMemo(() => createRefundFormSchema(refundableCents), [refundableCents]);
  const usable = order.vouchers.filter((voucher) => voucher.status === 'ISSUED');
  const form = useForm<RefundForm>({
    resolver: zodResolver(schema),
    defaultValues: { amount: (refundableCents / 100).toFixed(2), reason: '', voucherIds: usable.map((voucher) => voucher.id) },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const chosen = useWatch({ control: form.control, name: 'voucherIds' });
  const refund = useMutation({
    mutationFn: (input: RefundForm) =>
      requestAdminApi(`/api/admin/orders/${order.id}/refund`, refundAnswerSchema, adminJsonRequest('POST', { amountCents: toCents(input.amount), reason: input.reason, voucherIds: input.voucherIds, idempotencyKey })),
    onSuccess: async ({ data }) => {
      toast.success(data.status === 'PENDING' ? `Refund of ${formatMoney(data.amountCents, STAFF_LOCALE)} sent; the provider is still processing it.` : `Refunded ${formatMoney(data.amountCents, STAFF_LOCALE)}.`);
      setIdempotencyKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: [SALES_QUERY_KEY] });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.fieldErrors.amountCents) form.setError('amount', { message: error.fieldErrors.amountCents[0] });
      toast.error(describeAdminError(error));
    },
  });
  const errors = form.formState.errors;
  return (
    <form method="post" onSubmit={(event) => event.preventDefault()} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-muted">{formatMoney(refundableCents, STAFF_LOCALE)} can still be refunded to the card. The shop charges no delivery or transaction fees, so there is nothing to hold back.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id={`${id}-amount`} label="Amount to refund ($)" inputMode="decimal" error={errors.amount?.message} {...form.register('amount')} />
        <TextField id={`${id}-reason`} label="Reason" error={errors.reason?.message} {...form.register('reason')} />
      </div>
      {usable.length > 0 ? (
        <fieldset className="text-sm">
          <legend className="font-semibold">Vouchers that stop working with this refund</legend>
          {usable.map((voucher) => (
            <label key={voucher.id} className="mt-1 flex items-center gap-2">
              <input type="checkbox" value={voucher.id} className="size-4" {...form.register('voucherIds')} />
              …{voucher.certificateLast4} · {voucher.title} · {formatMoney(voucher.valueCents, STAFF_LOCALE)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div>
        <ConfirmButton
          title={`Refund ${/^\d+(\.\d{1,2})?$/.test(amount.trim()) ? formatMoney(toCents(amount), STAFF_LOCALE) : 'this amount'} to the card?`}
          description={`The money goes back through the payment provider${chosen.length > 0 ? ` and ${chosen.length} voucher${chosen.length === 1 ? '' : 's'} stop${chosen.length === 1 ? 's' : ''} working` : ''}. This cannot be undone.`}
          confirmLabel="Refund"
          onConfirm={form.handleSubmit((input) => refund.mutateAsync(input).then(() => undefined, () => undefined))}
        >
          Refund…
        </ConfirmButton>
      </div>
    </form>
  );
}

function OrderView({ order }: { order: StaffOrder }) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="order-summary" className="rounded-lg border border-black/10 bg-white p-4">
        <h2 id="order-summary" className="text-lg font-bold">
          Summary
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="shrink-0 whitespace-nowrap font-semibold">Buyer:</dt>
            <dd className="break-all">
              {order.buyerName} ({order.email})
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="shrink-0 whitespace-nowrap font-semibold">Placed:</dt>
            <dd>{formatAdminDateTime(order.createdAt)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="shrink-0 whitespace-nowrap font-semibold">Paid:</dt>
            <dd>{formatAdminDateTime(order.paidAt)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="shrink-0 whitespace-nowrap font-semibold">Total:</dt>
            <dd>
              {formatMoney(order.totalCents, STAFF_LOCALE)}
              {order.discountCents > 0 ? ` (${formatMoney(order.subtotalCents, STAFF_LOCALE)} less ${formatMoney(order.discountCents, STAFF_LOCALE)}${order.couponCode ? ` with ${order.couponCode}` : ''})` : ''}
            </dd>
          </div>
        </dl>
        {/* Focusable, so the table can be scrolled sideways with the keyboard on a phone. */}
        <div role="region" aria-label="Gifts in this order" tabIndex={0} className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[30rem] text-left text-sm">
            <caption className="sr-only">Gifts in this order</caption>
            <thead className="text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4">Gift</th>
                <th scope="col" className="py-2 pr-4">Recipient</th>
                <th scope="col" className="py-2 pr-4">Delivery</th>
                <th scope="col" className="py-2">Price</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id} className="border-t border-black/5">
                  <td className="py-2 pr-4">{item.title}</td>
                  <td className="break-all py-2 pr-4">
                    {item.recipientName ?? '—'} {item.recipientEmail ? <span className="text-muted">({item.recipientEmail})</span> : <span className="text-muted">(printed by the buyer)</span>}
                  </td>
                  <td className="py-2 pr-4">{item.deliverAt ? formatAdminDateTime(item.deliverAt) : 'At once'}</td>
                  <td className="py-2">{formatMoney(item.unitPriceCents, STAFF_LOCALE)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="order-payment" className="rounded-lg border border-black/10 bg-white p-4">
        <h2 id="order-payment" className="text-lg font-bold">
          Payment and refunds
        </h2>
        {order.payment ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <SalesStatusBadge status={order.payment.status} /> {formatMoney(order.payment.amountCents, STAFF_LOCALE)} by card ({order.payment.provider.toLowerCase()}
            {order.payment.providerRef ? `, ${order.payment.providerRef}` : ''}){order.payment.failureCode ? ` — ${order.payment.failureCode}` : ''}
            {order.payment.refundedCents > 0 ? ` · ${formatMoney(order.payment.refundedCents, STAFF_LOCALE)} refunded` : ''}
          </p>
        ) : (
          <p className="mt-2 text-sm text-muted">No card payment: a coupon covered this order.</p>
        )}
        {order.refunds.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap items-center gap-2">
                <SalesStatusBadge status={refund.status} /> {formatMoney(refund.amountCents, STAFF_LOCALE)} on {formatAdminDateTime(refund.createdAt)}
                {refund.reason ? <span className="text-muted">— {refund.reason}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {order.payment && order.payment.refundableCents > 0 ? (
          <div className="mt-4 border-t border-black/10 pt-3">
            <h3 className="mb-2 font-semibold">Refund</h3>
            <RefundForm key={order.payment.refundableCents} order={order} refundableCents={order.payment.refundableCents} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="order-vouchers" className="flex flex-col gap-3">
        <h2 id="order-vouchers" className="text-lg font-bold">
          Vouchers
        </h2>
        {order.vouchers.length === 0 ? <p className="text-sm text-muted">No vouchers: the order was not paid.</p> : null}
        {order.vouchers.map((voucher) => (
          <VoucherPanel key={voucher.id} voucher={voucher} headingLevel={3} />
        ))}
      </section>
    </div>
  );
}

/** /admin/orders/{id}: the order with its payment, refunds and vouchers, and the actions on them. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const query = useQuery({
    queryKey: [SALES_QUERY_KEY, 'order', orderId],
    queryFn: () => requestAdminApi(`/api/admin/orders/${encodeURIComponent(orderId)}`, orderAnswerSchema),
  });
  const order = query.data?.data;
  return (
    <>
      <AdminPageHeader
        title={order ? `Order ${order.number}` : 'Order'}
        description={order ? <SalesStatusBadge status={order.status} /> : undefined}
        actions={
          <Link href="/admin/orders" className="text-sm font-medium text-brand-dark underline underline-offset-4">
            All orders
          </Link>
        }
      />
      <AdminQueryFrame query={query} describeError={(error) => describeAdminError(error, 'The order could not be loaded.')}>
        {(answer) => <OrderView order={answer.data} />}
      </AdminQueryFrame>
    </>
  );
}
