'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, focusOnMount } from '@/components/ui/form-alert';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { TextField } from '@/components/ui/form-field';
import { localizePath } from '@/i18n/locale-paths';
import { formatMoney } from '@/lib/money';
import { checkVoucherAction } from '../actions';
import { getActivationPrefillHref } from '../lib/activation-prefill';
import type { VoucherCheck } from '../schemas';

function VoucherCheckResult({ check }: { check: VoucherCheck }) {
  const t = useTranslations('form.voucherCheck');
  const locale = useLocale();
  const format = useFormatter();
  // A calendar day (the shop's), written in the reader's language: read and written in UTC, so no zone moves it.
  const date = check.activatedOn ? format.dateTime(new Date(`${check.activatedOn}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : '';
  return (
    <section
      key={`${check.certificateNumber}:${check.state}`}
      ref={focusOnMount}
      tabIndex={-1}
      aria-labelledby="voucher-check-result"
      data-testid="voucher-check-result"
      className="flex flex-col gap-3 rounded-xl border-2 border-brand/60 bg-brand-light/40 p-6"
    >
      <h2 id="voucher-check-result" className="text-2xl font-extrabold">
        {t(`states.${check.state}.title`)}
      </h2>
      <p className="font-mono text-sm font-semibold tracking-wider break-all">{check.certificateNumber}</p>
      <p className="text-lg">
        {t('valueLabel')} <strong>{formatMoney(check.valueCents, locale)}</strong>
      </p>
      <p>{t(`states.${check.state}.text`, { date })}</p>
      {check.state === 'ready' ? (
        // A whole page load: the activation form reads the number from the fragment as it starts.
        <a href={getActivationPrefillHref(localizePath('/voucher/activation', locale), check.certificateNumber)} className={getButtonClassName('primary', 'lg', 'self-start')}>
          {t('activate')}
        </a>
      ) : null}
    </section>
  );
}

/**
 * Issue 27 §3: a certificate number in, its state and value out. A form action, so it also works
 * before the script loads; the field is controlled so a mistyped number stays there to correct.
 */
export function VoucherCheckForm() {
  const t = useTranslations('form.voucherCheck');
  const [certificateNumber, setCertificateNumber] = useState('');
  const [result, formAction, pending] = useActionState(checkVoucherAction, null);
  const fieldError = result && !result.ok ? result.fieldErrors.certificateNumber?.[0] : undefined;
  const formError = result && !result.ok && !fieldError ? result.message : null;
  return (
    <div className="flex flex-col gap-8">
      <form action={formAction} noValidate className="flex flex-col gap-4" aria-describedby="voucher-check-privacy">
        <div>
          <TextField
            id="voucher-check-certificate"
            name="certificateNumber"
            label={t('certificateNumber')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={certificateNumber}
            onChange={(event) => setCertificateNumber(event.target.value)}
            error={fieldError}
          />
          <p className="mt-1 text-sm text-muted">{t('certificateHint')}</p>
        </div>
        <p id="voucher-check-privacy" className="text-sm text-muted">
          {t('privacyNote')}
        </p>
        {formError ? <FormAlert key={formError} message={formError} /> : null}
        <div>
          <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto">
            {t('submit')}
          </Button>
        </div>
      </form>
      {result?.ok ? <VoucherCheckResult check={result.data} /> : null}
    </div>
  );
}
