'use client';

import { useTranslations, useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { openDialog } from '@/stores/dialog-store';
import { cancelBookingAction } from '../cancellation-actions';

type CancelBookingButtonProps = {
  bookingId: string;
  title: string;
  refundCents: number;
  /** The e-mail link's key, when the manage page was opened without signing in. */
  accessKey?: string;
};

/**
 * Asks first (the shop's confirm dialog), then cancels through the server action. The answer is a
 * dialog rather than text beside the button: the refreshed list no longer has this booking's row
 * (and the manage page shows it cancelled).
 */
export function CancelBookingButton({ bookingId, title, refundCents, accessKey }: CancelBookingButtonProps) {
  const locale = useLocale();
  const t = useTranslations('modules.cancellation');
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function cancelAfterConfirming(): Promise<void> {
    const answer = await openDialog('confirm', {
      title: t('confirmTitle'),
      content: t('confirmText', { title, amount: formatMoney(refundCents, locale) }),
      buttons: [
        { label: t('confirmYes'), value: true, variant: 'primary' },
        { label: t('confirmNo'), value: false, variant: 'secondary' },
      ],
    });
    if (answer !== true) return;
    setPending(true);
    const result = await cancelBookingAction(accessKey ? { bookingId, accessKey } : { bookingId });
    setPending(false);
    router.refresh();
    if (result.ok) {
      const { reference, refundCents: refunded } = result.data;
      void openDialog('success', {
        title: t('doneTitle'),
        content: refunded > 0 ? t('doneRefund', { reference, amount: formatMoney(refunded, locale) }) : t('done', { reference }),
        buttons: [{ label: t('ok'), value: true }],
      });
    } else {
      void openDialog('error', { title: t('refusedTitle'), content: result.message, buttons: [{ label: t('ok'), value: true }] });
    }
  }

  return (
    <Button variant="secondary" loading={pending} onClick={() => void cancelAfterConfirming()} aria-label={t('cancelLabel', { title })}>
      {t('cancel')}
    </Button>
  );
}
