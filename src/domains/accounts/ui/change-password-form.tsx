'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useRouter } from '@/i18n/navigation';
import { changePasswordAction } from '../actions';
import { changePasswordSchema, type ChangePasswordInput } from '../schemas';
import { describeFieldError, pickServerFieldErrors } from '@/lib/form-errors';
import { completeSessionChange } from './complete-session-change';
import { FormAlert } from './form-alert';
import { PasswordHint } from './password-hint';
import { ResetLinkUnusable } from './reset-link-unusable';

const fields = ['password', 'confirmPassword'] as const;

/**
 * /auth/change-password/{token}: the new password twice; saved, the customer is signed in.
 * `linkUsable` is the page's check; the saving action re-renders the page (its cookies changed),
 * where the link, now used, reads as unusable, so a saved form keeps showing itself until the
 * customer has moved on.
 */
export function ChangePasswordForm({ token, linkUsable }: { token: string; linkUsable: boolean }) {
  const t = useTranslations('form.account');
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const [outcome, setOutcome] = useState<'saved' | 'link-unusable'>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const errorText = (field: (typeof fields)[number]) => describeFieldError(errors[field], (key) => t(`errors.${key}`));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await changePasswordAction(values).catch(() => null);
    if (result?.ok) {
      setOutcome('saved');
      await completeSessionChange(() => router.replace('/account'));
      return;
    }
    // Used or expired meanwhile (or opened twice): say so, with the way to a new link.
    if (result?.code === 'not_found' || result?.fieldErrors.token) {
      setOutcome('link-unusable');
      return;
    }
    const fieldMessages = result ? pickServerFieldErrors(result, fields) : [];
    for (const { field, message } of fieldMessages) setError(field, { type: 'server', message }, { shouldFocus: true });
    if (fieldMessages.length === 0) setFailure(result?.message ?? t('messages.internal'));
  });

  if (outcome === 'link-unusable') return <ResetLinkUnusable focusOnShow />;
  if (!linkUsable && outcome !== 'saved') return <ResetLinkUnusable />;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-muted">{t('changePassword.intro')}</p>
      <FormAlert message={failure} />
      <input type="hidden" {...register('token')} />
      <TextField
        id="change-password-password"
        type="password"
        label={t('fields.newPassword')}
        autoComplete="new-password"
        error={errorText('password')}
        {...register('password')}
      />
      <PasswordHint id="change-password-hint" />
      <TextField
        id="change-password-confirm"
        type="password"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errorText('confirmPassword')}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('changePassword.submit')}
      </Button>
    </form>
  );
}
