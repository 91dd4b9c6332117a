'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Link } from '@/i18n/navigation';
import { signUpAction } from '../actions';
import { signUpSchema, type SignUpInput } from '../schemas';
import { describeFieldError, pickServerFieldErrors } from '@/lib/form-errors';
import { FormAlert } from './form-alert';
import { PasswordHint } from './password-hint';

const fields = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * /auth/sign-up: whatever the e-mail, a sent request answers "check your e-mail" (issue 24). The
 * e-mail's link opens the account and signs the customer in, then sends them to `returnPath`.
 */
export function SignUpForm({ returnPath }: { returnPath: string }) {
  const t = useTranslations('form.account');
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const sentRef = useRef<HTMLParagraphElement>(null);
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

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await signUpAction(values, returnPath).catch(() => null);
    if (result?.ok) {
      setSentTo(values.email);
      return;
    }
    const fieldMessages = result ? pickServerFieldErrors(result, fields) : [];
    for (const { field, message } of fieldMessages) setError(field, { type: 'server', message }, { shouldFocus: true });
    if (fieldMessages.length === 0) setFailure(result?.message ?? t('messages.internal'));
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <p ref={sentRef} role="status" tabIndex={-1} className="rounded-md bg-brand-light p-4 outline-none">
          {t('signUp.sent', { email: sentTo })}
        </p>
        <Link href="/auth/login" className="flex min-h-11 items-center self-start font-semibold text-brand-dark underline underline-offset-4">
          {t('signUp.backToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
