'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Link, useRouter } from '@/i18n/navigation';
import { loginAction } from '../actions';
import { loginSchema, type LoginInput } from '../schemas';
import { describeFieldError, pickServerFieldErrors } from '@/lib/form-errors';
import { completeSessionChange } from './complete-session-change';
import { FormAlert } from './form-alert';

const fields = ['email', 'password'] as const;

/** /auth/login; afterwards the customer goes back to `returnPath`. */
export function LoginForm({ returnPath }: { returnPath: string }) {
  const t = useTranslations('form.account');
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const errorText = (field: (typeof fields)[number]) => describeFieldError(errors[field], (key) => t(`errors.${key}`));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await loginAction(values).catch(() => null);
    if (result?.ok) {
      await completeSessionChange(() => router.replace(returnPath));
      return;
    }
    const fieldMessages = result ? pickServerFieldErrors(result, fields) : [];
    for (const { field, message } of fieldMessages) setError(field, { type: 'server', message });
    if (fieldMessages.length === 0) setFailure(result?.message ?? t('messages.unauthorized'));
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <TextField id="login-email" type="email" label={t('fields.email')} autoComplete="email" error={errorText('email')} {...register('email')} />
      <TextField
        id="login-password"
        type="password"
        label={t('fields.password')}
        autoComplete="current-password"
        error={errorText('password')}
        {...register('password')}
      />
      <Link href="/auth/reset" className="flex min-h-11 items-center self-start font-semibold text-brand-dark underline underline-offset-4">
        {t('login.forgotPassword')}
      </Link>
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
