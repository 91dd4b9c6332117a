'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { describeFieldError, pickServerFieldErrors } from '@/lib/form-errors';
import { changeCustomerPasswordAction } from '../profile-actions';
import { passwordChangeSchema, type PasswordChange, type PasswordChangeInput } from '../schemas';

const fieldNames: readonly (keyof PasswordChange)[] = ['currentPassword', 'newPassword'];

/** A new password (SPEC §5's rule), proven by the current one. */
export function PasswordChangeForm() {
  const t = useTranslations('form.accountProfile');
  const tHint = useTranslations('form.account.passwordHint');
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput, unknown, PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const errorText = (field: keyof PasswordChange) => describeFieldError(errors[field], (key) => t(`errors.${key}`));

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    const result = await changeCustomerPasswordAction(values).catch(() => null);
    if (result?.ok) {
      reset();
      setStatus({ kind: 'saved', text: t('passwordChanged') });
      return;
    }
    const fieldMessages = result ? pickServerFieldErrors(result, fieldNames) : [];
    fieldMessages.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
    if (fieldMessages.length === 0) setStatus({ kind: 'error', text: result?.message ?? t('messages.internal') });
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="account-password-heading">
      <TextField
        id="password-current"
        type="password"
        label={t('currentPassword')}
        autoComplete="current-password"
        error={errorText('currentPassword')}
        {...register('currentPassword')}
      />
      <div className="flex flex-col gap-2">
        <TextField id="password-new" type="password" label={t('newPassword')} autoComplete="new-password" error={errorText('newPassword')} {...register('newPassword')} />
        <details className="text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-dark underline underline-offset-4">{tHint('label')}</summary>
          <p className="text-muted">{tHint('example')}</p>
        </details>
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" loading={isSubmitting} className="min-h-11">
          {t('changePassword')}
        </Button>
        <p role="status" className={status?.kind === 'error' ? 'font-semibold text-brand-dark' : 'text-muted'}>
          {status?.text}
        </p>
      </div>
    </form>
  );
}
