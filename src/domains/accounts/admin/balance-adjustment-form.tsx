'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { dollarsToCents } from '../lib/dollar-amount';
import { balanceAdjustmentAnswerSchema, balanceAdjustmentFormSchema, type BalanceAdjustmentFormInput } from '../schemas';

type Adjustment = { amountCents: number; reason: string };

/**
 * "Adjust balance": money on or off a customer's balance with a required reason, which the
 * ledger and the audit log keep. Checked here with the same rules as the server, then confirmed
 * in a dialog, since money moves. One key per adjustment, so a retried request adjusts once.
 */
export function BalanceAdjustmentForm({ customerId, customerName, balanceCents }: { customerId: string; customerName: string; balanceCents: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [pending, setPending] = useState<Adjustment | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BalanceAdjustmentFormInput>({
    resolver: zodResolver(balanceAdjustmentFormSchema),
    defaultValues: { direction: 'credit', amount: '', reason: '' },
  });
  const { errors } = form.formState;

  const askToConfirm = form.handleSubmit((values) => {
    setFailure(null);
    const cents = dollarsToCents(values.amount);
    const amountCents = values.direction === 'debit' ? -cents : cents;
    if (balanceCents + amountCents < 0) {
      form.setError('amount', { type: 'server', message: `This would take the balance below zero: it is ${formatMoney(balanceCents, STAFF_LOCALE)}.` });
      return;
    }
    setPending({ amountCents, reason: values.reason });
  });

  async function adjust(adjustment: Adjustment): Promise<void> {
    setSending(true);
    try {
      const { data } = await requestAdminApi(
        `/api/admin/users/${customerId}/balance-adjustments`,
        balanceAdjustmentAnswerSchema,
        adminJsonRequest('POST', { ...adjustment, idempotencyKey }),
      );
      toast.success(`Balance adjusted: now ${formatMoney(data.balanceCents, STAFF_LOCALE)}.`);
      form.reset();
      setIdempotencyKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    } catch (error) {
      // A refusal (the balance would go below zero) belongs to the amount; anything else to the form.
      if (error instanceof ApiRequestError && error.status === 422) form.setError('amount', { type: 'server', message: error.message });
      else setFailure(error instanceof Error ? error.message : 'The balance could not be adjusted.');
    } finally {
      setSending(false);
      setPending(null);
    }
  }

  return (
    <form method="post" onSubmit={askToConfirm} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Adjustment</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['credit', 'Add to the balance'],
              ['debit', 'Take off the balance'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={value} {...form.register('direction')} className="size-4 accent-brand" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField id={`${id}-amount`} label="Amount in dollars (CAD)" inputMode="decimal" autoComplete="off" error={errors.amount?.message} {...form.register('amount')} />
      <TextAreaField
        id={`${id}-reason`}
        label="Reason (kept in the ledger and the audit log)"
        rows={3}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {failure ? (
        <p role="alert" className="text-sm font-medium text-brand-dark">
          {failure}
        </p>
      ) : null}
      <div>
        <Button type="submit">Adjust balance…</Button>
      </div>

      <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && !sending && setPending(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-bold">Adjust {customerName}’s balance?</Dialog.Title>
            {pending ? (
              <Dialog.Description asChild>
                <div className="mt-2 flex flex-col gap-1 text-sm text-muted">
                  <p>
                    {pending.amountCents > 0 ? 'Add' : 'Take off'} <strong className="text-ink">{formatMoney(Math.abs(pending.amountCents), STAFF_LOCALE)}</strong>: the balance goes
                    from {formatMoney(balanceCents, STAFF_LOCALE)} to <strong className="text-ink">{formatMoney(balanceCents + pending.amountCents, STAFF_LOCALE)}</strong>.
                  </p>
                  <p className="break-words">Reason: {pending.reason}</p>
                </div>
              </Dialog.Description>
            ) : null}
            <div className="mt-6 flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" size="sm" disabled={sending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button size="sm" loading={sending} onClick={() => pending && adjust(pending)}>
                Adjust balance
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </form>
  );
}
