'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { subscribeToNewsAction } from '@/domains/engagement/actions';
import { formatCouponValidUntil } from '@/domains/engagement/lib/subscription';
import { newsSubscriptionSchema } from '@/domains/engagement/schemas';
import type { NewsSubscription, NewsSubscriptionInput, SubscribeOutcome } from '@/domains/engagement/schemas';
import { notify } from '@/stores/toast-store';

type Subscribed = Extract<SubscribeOutcome, { status: 'subscribed' }>;

function CouponPanel({ subscribed }: { subscribed: Subscribed }) {
  const t = useTranslations('form.subscribe');
  const locale = useLocale();
  const validUntil = formatCouponValidUntil(subscribed.couponValidUntil, locale);
  return (
    <div role="status" className="space-y-3 rounded-lg border border-brand bg-brand-light p-4 text-center">
      <p className="font-semibold">{t('thanks')}</p>
      <p className="text-sm">{t('couponHeading', { percent: subscribed.couponPercent })}</p>
      <p className="font-mono text-2xl font-bold tracking-wider text-brand-dark" data-testid="subscribe-coupon">
        {subscribed.couponCode}
      </p>
      <p className="text-sm text-ink">{t('couponValidUntil', { date: validUntil })}</p>
    </div>
  );
}

/** Subscribe-on-news modal body: a new subscriber sees a one-day coupon, a known e-mail a notice. */
export function SubscribeForm() {
  const t = useTranslations('form.subscribe');
  const [subscribed, setSubscribed] = useState<Subscribed | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsSubscriptionInput, unknown, NewsSubscription>({
    resolver: zodResolver(newsSubscriptionSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await subscribeToNewsAction(values).catch(() => null);
    if (!result?.ok) {
      const emailMessage = result?.fieldErrors.email?.[0];
      if (emailMessage) setError('email', { type: 'server', message: emailMessage });
      else notify({ type: 'error', title: t('noticeTitle'), description: result?.message ?? t('messages.internal') });
      return;
    }
    if (result.data.status === 'already-subscribed') {
      // SPEC §8: an e-mail that is already subscribed is an info notice, not an error.
      notify({ type: 'info', title: t('noticeTitle'), description: t('alreadySubscribed') });
      return;
    }
    notify({ type: 'success', title: t('noticeTitle'), description: t('subscribed', { code: result.data.couponCode }) });
    setSubscribed(result.data);
  });

  if (subscribed) return <CouponPanel subscribed={subscribed} />;

  // Browser checks give message keys; the server's answers are already translated.
  const emailError = errors.email;
  const emailErrorText = emailError?.message && (emailError.type === 'server' ? emailError.message : t(`errors.${emailError.message}`));
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-muted">{t('intro')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            id="subscribe-email"
            type="email"
            label={t('email')}
            autoComplete="email"
            error={emailErrorText || undefined}
            {...register('email')}
          />
        </div>
        <Button type="submit" loading={isSubmitting} className="sm:mt-6">
          {t('submit')}
        </Button>
      </div>
      <p className="text-xs text-muted">{t('privacy')}</p>
    </form>
  );
}
