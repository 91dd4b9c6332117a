'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { describeFieldError, pickServerFieldErrors } from '@/lib/form-errors';
import { activateVoucherAction } from '../actions';
import { readActivationPrefill } from '../lib/activation-prefill';
import { getEarliestToday } from '../lib/preferred-date';
import {
  ADDITIONAL_COMMENT_MAX_LENGTH,
  guestVoucherActivationSchema,
  voucherActivationSchema,
  type VoucherActivation,
  type VoucherActivationInput,
  type VoucherActivationFieldName,
} from '../schemas';

const fieldNames: readonly VoucherActivationFieldName[] = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'confirmEmail',
  'certificateNumber',
  'preferedDate',
  'preferedTime',
  'additionalComment',
  'password',
];

export type VoucherActivationDefaults = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  certificateNumber: string;
  /** The signed-in customer's e-mail (shown read-only, and the one the server uses); null for a guest. */
  accountEmail: string | null;
};

/** SPEC §3 activation form: checked in the browser and again on the server with the same schema. */
export function VoucherActivationForm({ defaults }: { defaults: VoucherActivationDefaults }) {
  const t = useTranslations('form.voucherActivation');
  const tPassword = useTranslations('form.account.passwordHint');
  const signedIn = defaults.accountEmail !== null;
  const [formError, setFormError] = useState<string | null>(null);
  // One key per attempt: a double click or a retry after a lost answer replays the activation.
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<VoucherActivationInput, unknown, VoucherActivation>({
    resolver: signedIn ? zodResolver(voucherActivationSchema) : zodResolver(guestVoucherActivationSchema),
    defaultValues: {
      firstName: defaults.firstName,
      lastName: defaults.lastName,
      phoneNumber: defaults.phoneNumber,
      email: defaults.accountEmail ?? '',
      confirmEmail: defaults.accountEmail ?? '',
      certificateNumber: defaults.certificateNumber,
      preferedDate: '',
      preferedTime: '',
      additionalComment: '',
      password: '',
    },
  });

  // The voucher check's "Activate" link brings the number in the fragment (lib/activation-prefill.ts):
  // filled in, then taken out of the address so it stays in no history entry or bookmark.
  useEffect(() => {
    const prefill = readActivationPrefill(window.location.hash);
    if (!prefill) return;
    setValue('certificateNumber', prefill);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, [setValue]);

  // Browser checks give message keys; the server's answers are already translated.
  const errorText = (field: VoucherActivationFieldName) => describeFieldError(errors[field], (key) => t(`errors.${key}`));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const key = idempotencyKey ?? crypto.randomUUID();
    setIdempotencyKey(key);
    const result = await activateVoucherAction(values, key).catch(() => null);
    // A refusal ends the attempt (nothing was activated): the next press is a new request.
    if (result && !result.ok) setIdempotencyKey(null);
    if (result?.ok) {
      // A full page load, so the header and every page see the new session.
      window.location.assign(result.data.nextPath);
      return;
    }
    const fieldMessages = result ? pickServerFieldErrors(result, fieldNames) : [];
    fieldMessages.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
    if (fieldMessages.length === 0) setFormError(result?.message ?? t('messages.internal'));
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-8" aria-describedby="activation-account-note">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-extrabold">{t('certificateSection')}</legend>
        <div className="sm:col-span-2">
          <TextField
            id="activation-certificate"
            label={t('certificateNumber')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errorText('certificateNumber')}
            {...register('certificateNumber')}
          />
          <p className="mt-1 text-sm text-muted">{t('certificateHint')}</p>
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-extrabold">{t('detailsSection')}</legend>
        <TextField id="activation-first-name" label={t('firstName')} autoComplete="given-name" error={errorText('firstName')} {...register('firstName')} />
        <TextField id="activation-last-name" label={t('lastName')} autoComplete="family-name" error={errorText('lastName')} {...register('lastName')} />
        <TextField id="activation-phone" type="tel" label={t('phoneNumber')} autoComplete="tel" error={errorText('phoneNumber')} {...register('phoneNumber')} />
        {signedIn ? (
          <TextField id="activation-email" type="email" label={t('email')} readOnly aria-readonly="true" {...register('email')} />
        ) : (
          <>
            <TextField id="activation-email" type="email" label={t('email')} autoComplete="email" error={errorText('email')} {...register('email')} />
            <TextField
              id="activation-confirm-email"
              type="email"
              label={t('confirmEmail')}
              autoComplete="email"
              error={errorText('confirmEmail')}
              {...register('confirmEmail')}
            />
          </>
        )}
        <p id="activation-account-note" className="text-sm text-muted sm:col-span-2">
          {signedIn ? t('signedInNote', { email: defaults.accountEmail ?? '' }) : t('guestNote')}
        </p>
        {signedIn ? null : (
          <div className="flex flex-col gap-2 sm:col-span-2">
            <TextField id="activation-password" type="password" label={t('password')} autoComplete="current-password" error={errorText('password')} {...register('password')} />
            <details className="text-sm">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-dark underline underline-offset-4">{tPassword('label')}</summary>
              <p className="text-muted">{tPassword('example')}</p>
            </details>
          </div>
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-xl font-extrabold">{t('preferencesSection')}</legend>
        <p className="text-sm text-muted sm:col-span-2">{t('preferencesNote')}</p>
        <TextField id="activation-date" type="date" label={t('preferedDate')} min={getEarliestToday()} error={errorText('preferedDate')} {...register('preferedDate')} />
        <TextField id="activation-time" type="time" label={t('preferedTime')} error={errorText('preferedTime')} {...register('preferedTime')} />
        <div className="sm:col-span-2">
          <TextAreaField
            id="activation-comment"
            label={t('additionalComment')}
            rows={4}
            maxLength={ADDITIONAL_COMMENT_MAX_LENGTH}
            error={errorText('additionalComment')}
            {...register('additionalComment')}
          />
          <p className="mt-1 text-sm text-muted">{t('commentHint', { max: ADDITIONAL_COMMENT_MAX_LENGTH })}</p>
        </div>
      </fieldset>

      {formError ? <FormAlert key={formError} message={formError} /> : null}
      <div>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
