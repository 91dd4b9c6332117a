'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Link } from '@/i18n/navigation';
import { requestPasswordResetAction } from '../actions';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '../schemas';
import { describeFieldError, pickServerFieldErrors } from '@/lib/form-errors';
import { FormAlert } from './form-alert';

/** /auth/reset: whatever the e-mail, a sent request answers the same sentence. */
export function PasswordResetRequestForm() {
  const t = useTranslations('form.account');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const sentRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await requestPasswordResetAction(values).catch(() => null);
    if (result?.ok) {
      setSent(true);
      return;
    }
    const fieldMessages = result ? pickServerFieldErrors(result, ['email'] as const) : [];
    for (const { field, message } of fieldMessages) setError(field, { type: 'server', message }, { shouldFocus: true });
    if (fieldMessages.length === 0) setFailure(result?.message ?? t('messages.internal'));
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <p ref={sentRef} role="status" tabIndex={-1} className="rounded-md bg-brand-light p-4 outline-none">
          {t('reset.sent')}
        </p>
        <Link href="/auth/login" className="flex min-h-11 items-center self-start font-semibold text-brand-dark underline underline-offset-4">
          {t('reset.backToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <TextField
        id="reset-email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        error={describeFieldError(errors.email, (key) => t(`errors.${key}`))}
        {...register('email')}
      />
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
