'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useRouter } from '@/i18n/navigation';
import { signUpAction } from '../actions';
import { signUpSchema, type SignUpInput } from '../schemas';
import { describeFieldError, pickServerFieldErrors } from '@/lib/form-errors';
import { completeSessionChange } from './complete-session-change';
import { FormAlert } from './form-alert';
import { PasswordHint } from './password-hint';

const fields = ['firstName', 'lastName', 'email', 'password'] as const;

/** /auth/sign-up: the account is opened and signed in, then the customer goes to `returnPath`. */
export function SignUpForm({ returnPath }: { returnPath: string }) {
  const t = useTranslations('form.account');
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const errorText = (field: (typeof fields)[number]) => describeFieldError(errors[field], (key) => t(`errors.${key}`));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await signUpAction(values).catch(() => null);
    if (result?.ok) {
      await completeSessionChange(() => router.replace(returnPath));
      return;
    }
    const fieldMessages = result ? pickServerFieldErrors(result, fields) : [];
    for (const { field, message } of fieldMessages) setError(field, { type: 'server', message }, { shouldFocus: true });
    if (fieldMessages.length === 0) setFailure(result?.message ?? t('messages.internal'));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="sign-up-first-name" label={t('fields.firstName')} autoComplete="given-name" error={errorText('firstName')} {...register('firstName')} />
        <TextField id="sign-up-last-name" label={t('fields.lastName')} autoComplete="family-name" error={errorText('lastName')} {...register('lastName')} />
      </div>
      <TextField id="sign-up-email" type="email" label={t('fields.email')} autoComplete="email" error={errorText('email')} {...register('email')} />
      <TextField
        id="sign-up-password"
        type="password"
        label={t('fields.password')}
        autoComplete="new-password"
        error={errorText('password')}
        {...register('password')}
      />
      <PasswordHint id="sign-up-password-hint" />
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('signUp.submit')}
      </Button>
    </form>
  );
}
