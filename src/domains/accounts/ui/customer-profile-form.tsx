'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { describeFieldError, pickServerFieldErrors } from '@/lib/form-errors';
import { updateCustomerProfileAction } from '../profile-actions';
import { customerProfileSchema, type CustomerProfile, type CustomerProfileInput } from '../schemas';

const fieldNames: readonly (keyof CustomerProfile)[] = ['firstName', 'lastName', 'phone', 'email'];

/** Name, phone and e-mail, with the rules of sign-up; a taken e-mail is refused by the server. */
export function CustomerProfileForm({ profile }: { profile: CustomerProfileInput }) {
  const t = useTranslations('form.accountProfile');
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CustomerProfileInput, unknown, CustomerProfile>({ resolver: zodResolver(customerProfileSchema), defaultValues: profile });

  const errorText = (field: keyof CustomerProfile) => describeFieldError(errors[field], (key) => t(`errors.${key}`));

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    const result = await updateCustomerProfileAction(values).catch(() => null);
    if (result?.ok) {
      reset(values);
      setStatus({ kind: 'saved', text: t('saved') });
      return;
    }
    const fieldMessages = result ? pickServerFieldErrors(result, fieldNames) : [];
    fieldMessages.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
    if (fieldMessages.length === 0) setStatus({ kind: 'error', text: result?.message ?? t('messages.internal') });
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="account-profile-heading">
      <TextField id="profile-first-name" label={t('firstName')} autoComplete="given-name" error={errorText('firstName')} {...register('firstName')} />
      <TextField id="profile-last-name" label={t('lastName')} autoComplete="family-name" error={errorText('lastName')} {...register('lastName')} />
      <TextField id="profile-phone" type="tel" label={t('phone')} autoComplete="tel" error={errorText('phone')} {...register('phone')} />
      <TextField id="profile-email" type="email" label={t('email')} autoComplete="email" error={errorText('email')} {...register('email')} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" loading={isSubmitting} className="min-h-11">
          {t('saveProfile')}
        </Button>
        <p role="status" className={status?.kind === 'error' ? 'font-semibold text-brand-dark' : 'text-muted'}>
          {status?.text}
        </p>
      </div>
    </form>
  );
}
