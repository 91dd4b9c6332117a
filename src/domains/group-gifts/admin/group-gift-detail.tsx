'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminQueryFrame, describeAdminError } from '@/components/admin/admin-query-frame';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { TextField } from '@/components/ui/form-field';
import { describeCardDesign } from '@/domains/vouchers/admin/card-design-name';
import { SalesStatusBadge } from '@/domains/vouchers/admin/sales-status-badge';
import { SALES_QUERY_KEY } from '@/domains/vouchers/admin/voucher-panel';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { staffCancelGroupGiftSchema, staffGroupGiftSchema, type StaffCancelGroupGiftInput, type StaffGroupGift } from '../staff-schemas';

const answerSchema = z.object({ data: staffGroupGiftSchema });

const contributionStatusLabels: Record<StaffGroupGift['contributions'][number]['status'], string> = {
  pending: 'PENDING',
  accepted: 'SUCCEEDED',
  failed: 'FAILED',
  refund_pending: 'PENDING',
  refunded: 'REFUNDED',
};

/** Cancel with a reason: every contribution goes back to its card, once. */
function CancelForm({ gift }: { gift: StaffGroupGift }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<StaffCancelGroupGiftInput>({ resolver: zodResolver(staffCancelGroupGiftSchema), defaultValues: { reason: '' } });
  const cancel = useMutation({
    mutationFn: (input: StaffCancelGroupGiftInput) => requestAdminApi(`/api/admin/group-gifts/${gift.id}/cancel`, answerSchema, adminJsonRequest('POST', input)),
    onSuccess: async () => {
      toast.success('Group gift cancelled; its contributions are refunded.');
      await queryClient.invalidateQueries({ queryKey: [SALES_QUERY_KEY] });
    },
    onError: (error) => toast.error(describeAdminError(error)),
  });
  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate className="flex flex-col gap-3">
      <TextField id={`${id}-reason`} label="Reason" error={form.formState.errors.reason?.message} {...form.register('reason')} />
      <div>
        <ConfirmButton
          title="Cancel this group gift?"
          description={`Every contribution (${formatMoney(gift.collectedCents, STAFF_LOCALE)} in all) is refunded to its card and each contributor is e-mailed. This cannot be undone.`}
          confirmLabel="Cancel the group gift"
          onConfirm={form.handleSubmit((input) => cancel.mutateAsync(input).then(() => undefined, () => undefined))}
        >
          Cancel the group gift…
        </ConfirmButton>
      </div>
    </form>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 whitespace-nowrap font-semibold">{label}:</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

function GroupGiftView({ gift }: { gift: StaffGroupGift }) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="group-gift-summary" className="rounded-lg border border-black/10 bg-white p-4">
        <h2 id="group-gift-summary" className="text-lg font-bold">
          Summary
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Fact label="Organiser">
            {gift.organiserName} ({gift.organiserEmail})
          </Fact>
          <Fact label="For">
            {gift.recipientName} {gift.recipientEmail ? `(${gift.recipientEmail})` : '(printed by the organiser)'}
          </Fact>
          <Fact label="Gift">{gift.giftTitle ?? 'Gift card'}</Fact>
          <Fact label="Card design">{describeCardDesign(gift.design)}</Fact>
          <Fact label="Collected">
            {formatMoney(gift.collectedCents, STAFF_LOCALE)}
            {gift.targetCents ? ` of ${formatMoney(gift.targetCents, STAFF_LOCALE)}` : ''}
          </Fact>
          <Fact label="Deadline">{formatAdminDateTime(gift.deadline)}</Fact>
          <Fact label="Started">{formatAdminDateTime(gift.createdAt)}</Fact>
          {gift.voucher ? (
            <Fact label="Voucher">
              …{gift.voucher.certificateLast4}, {formatMoney(gift.voucher.valueCents, STAFF_LOCALE)}, sent {formatAdminDateTime(gift.sentAt)}
            </Fact>
          ) : null}
          {gift.cancelledAt ? (
            <Fact label="Cancelled">
              {formatAdminDateTime(gift.cancelledAt)}
              {gift.cancelledBy ? ` by ${gift.cancelledBy}` : ' by the organiser'}
              {gift.cancelReason ? ` — ${gift.cancelReason}` : ''}
            </Fact>
          ) : null}
          {gift.closedAt ? <Fact label="Closed">{formatAdminDateTime(gift.closedAt)} (nothing collected by the deadline)</Fact> : null}
        </dl>
        {gift.message ? <p className="mt-2 text-sm text-muted">“{gift.message}”</p> : null}
      </section>

      <section aria-labelledby="group-gift-contributions" className="rounded-lg border border-black/10 bg-white p-4">
        <h2 id="group-gift-contributions" className="text-lg font-bold">
          Contributions and refunds
        </h2>
        {gift.contributions.length === 0 ? <p className="mt-2 text-sm text-muted">Nobody has contributed yet.</p> : null}
        <ul className="mt-2 flex flex-col gap-3 text-sm">
          {gift.contributions.map((entry) => (
            <li key={entry.id} className="border-t border-black/5 pt-2">
              <p className="flex flex-wrap items-center gap-2">
                <SalesStatusBadge status={contributionStatusLabels[entry.status]} />
                <span className="font-semibold">{formatMoney(entry.amountCents, STAFF_LOCALE)}</span>
                <span className="break-all">
                  {entry.name} ({entry.email}){entry.anonymous ? ' · shown as Anonymous' : ''}
                </span>
                <span className="text-muted">{formatAdminDateTime(entry.createdAt)}</span>
              </p>
              {entry.payment ? (
                <p className="text-muted">
                  Card payment {entry.payment.status.toLowerCase()} ({entry.payment.provider.toLowerCase()}
                  {entry.payment.providerRef ? `, ${entry.payment.providerRef}` : ''}){entry.payment.failureCode ? ` — ${entry.payment.failureCode}` : ''}
                </p>
              ) : null}
              {entry.refunds.map((refund) => (
                <p key={refund.id} className="flex flex-wrap items-center gap-2">
                  Refund <SalesStatusBadge status={refund.status} /> {formatMoney(refund.amountCents, STAFF_LOCALE)} on {formatAdminDateTime(refund.createdAt)}
                  {refund.reason ? <span className="text-muted">— {refund.reason}</span> : null}
                </p>
              ))}
              {entry.message ? <p className="text-muted">“{entry.message}”</p> : null}
            </li>
          ))}
        </ul>
      </section>

      {gift.status === 'OPEN' ? (
        <section aria-labelledby="group-gift-cancel" className="rounded-lg border border-black/10 bg-white p-4">
          <h2 id="group-gift-cancel" className="mb-2 text-lg font-bold">
            Cancel
          </h2>
          <CancelForm gift={gift} />
        </section>
      ) : null}
    </div>
  );
}

/** /admin/group-gifts/{id}: the group gift, its contributions with their payments and refunds, and Cancel. */
export function GroupGiftDetail({ groupGiftId }: { groupGiftId: string }) {
  const query = useQuery({
    queryKey: [SALES_QUERY_KEY, 'group-gift', groupGiftId],
    queryFn: () => requestAdminApi(`/api/admin/group-gifts/${encodeURIComponent(groupGiftId)}`, answerSchema),
  });
  const gift = query.data?.data;
  return (
    <>
      <AdminPageHeader
        title={gift ? `Group gift for ${gift.recipientName}` : 'Group gift'}
        description={gift ? <SalesStatusBadge status={gift.status} /> : undefined}
        actions={
          <Link href="/admin/group-gifts" className="text-sm font-medium text-brand-dark underline underline-offset-4">
            All group gifts
          </Link>
        }
      />
      <AdminQueryFrame query={query} describeError={(error) => describeAdminError(error, 'The group gift could not be loaded.')}>
        {(answer) => <GroupGiftView gift={answer.data} />}
      </AdminQueryFrame>
    </>
  );
}
