'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useRouter } from '@/i18n/navigation';
import { notify } from '@/stores/toast-store';
import { redirectVoucherEmailAction } from '../actions';

/** For a voucher not sent yet: the buyer corrects the address, and the page shows the new status. */
export function VoucherRedirectForm({ orderNumber, accessKey, voucherId, title }: { orderNumber: string; accessKey: string; voucherId: string; title: string }) {
  const t = useTranslations('modules.orderSuccess.redirect');
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const result = await redirectVoucherEmailAction({ orderNumber, accessKey, voucherId, recipientEmail: email });
      if (!result.ok) {
        setError(result.fieldErrors.recipientEmail?.[0] ?? result.message);
        return;
      }
      setError(undefined);
      notify({ type: 'success', description: t('done', { email: email.trim().toLowerCase() }) });
      setEmail('');
      router.refresh();
    } finally {
      setSending(false);
    }
  }

  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-brand-dark underline underline-offset-4">
        {t('summary')}
        <span className="sr-only">: {title}</span>
      </summary>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField id={`${id}-email`} label={t('email')} type="email" autoComplete="off" value={email} error={error} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary" loading={sending}>
          {t('submit')}
        </Button>
      </form>
    </details>
  );
}
