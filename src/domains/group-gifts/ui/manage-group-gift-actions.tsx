'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { ApiRequestError, requestApi } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { openDialog } from '@/stores/dialog-store';

const actionAnswerSchema = z.object({ status: z.string() });

type ManageGroupGiftActionsProps = {
  managementToken: string;
  recipientName: string;
  collectedCents: number;
  /** How the voucher travels, already in words, for the send confirmation. */
  deliveryText: string;
};

/**
 * Send now and Cancel, each after a dialog saying what happens and to whose money; then the page
 * reads the group gift again. A send or cancel that lost to the other is told politely.
 */
export function ManageGroupGiftActions({ managementToken, recipientName, collectedCents, deliveryText }: ManageGroupGiftActionsProps) {
  const t = useTranslations('modules.groupGifts.manage');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [pending, setPending] = useState<'send' | 'cancel' | null>(null);
  const amount = formatMoney(collectedCents, locale);

  async function act(action: 'send' | 'cancel'): Promise<void> {
    const answer = await openDialog('confirm', {
      title: action === 'send' ? t('confirmSendTitle') : t('confirmCancelTitle'),
      content:
        action === 'send'
          ? t('confirmSendText', { amount, recipient: recipientName, delivery: deliveryText })
          : t('confirmCancelText', { amount, recipient: recipientName }),
      buttons: [
        { label: action === 'send' ? t('confirmSendYes') : t('confirmCancelYes'), value: true, variant: 'primary' },
        { label: t('confirmNo'), value: false, variant: 'secondary' },
      ],
    });
    if (answer !== true) return;
    setPending(action);
    try {
      await requestApi(`/api/group-gifts/manage/${encodeURIComponent(managementToken)}/${action}?locale=${encodeURIComponent(locale)}`, actionAnswerSchema, { method: 'POST' });
      void openDialog('success', {
        title: action === 'send' ? t('sentTitle') : t('cancelledTitle'),
        content: action === 'send' ? t('sentText', { amount, recipient: recipientName }) : t('cancelledText'),
        buttons: [{ label: t('ok'), value: true }],
      });
    } catch (error) {
      // A conflict here is the other action having won (or staff having cancelled it).
      const conflict = error instanceof ApiRequestError && error.status === 409;
      const message = conflict ? (action === 'send' ? t('alreadyCancelled') : t('alreadyEnded')) : error instanceof Error ? error.message : t('refusedTitle');
      void openDialog('error', { title: t('refusedTitle'), content: message, buttons: [{ label: t('ok'), value: true }] });
    } finally {
      setPending(null);
      router.refresh();
    }
  }

  const canSend = collectedCents > 0;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex flex-col gap-1">
        <Button
          loading={pending === 'send'}
          disabled={!canSend || pending !== null}
          aria-describedby={`${id}-send-hint`}
          onClick={() => void act('send')}
        >
          {t('sendNow')}
        </Button>
        <p id={`${id}-send-hint`} className="text-sm text-muted">
          {canSend ? t('sendHint') : t('nothingToSend')}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <Button variant="secondary" loading={pending === 'cancel'} disabled={pending !== null} aria-describedby={`${id}-cancel-hint`} onClick={() => void act('cancel')}>
          {t('cancel')}
        </Button>
        <p id={`${id}-cancel-hint`} className="text-sm text-muted">
          {t('cancelHint')}
        </p>
      </div>
    </div>
  );
}
