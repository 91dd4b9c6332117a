'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/form-field';
import type { RecipientTimeZone } from '../schemas';
import { DeliveryScheduleFields, type DeliverySchedule } from './delivery-schedule-fields';

export type GiftDeliveryDraft = { method: 'email' | 'print'; recipientEmail: string; when: 'now' | 'scheduled'; date: string; hour: number; timeZone: RecipientTimeZone | null };

/**
 * How a voucher travels, as the gift page asks it: e-mailed to the recipient (now or on a day at an
 * hour in their zone) or sent to the buyer to print. The group gift's start form asks the same;
 * `whenLabel` words "now" for a form where it is not "right after payment".
 */
export function GiftDeliveryFields({
  idPrefix,
  draft,
  timeZone,
  locale,
  recipientEmailError,
  dateError,
  whenLabel,
  onChange,
}: {
  idPrefix: string;
  draft: GiftDeliveryDraft;
  /** The zone the schedule is read in: the buyer's pick, else a guess. */
  timeZone: RecipientTimeZone;
  locale: string;
  recipientEmailError?: string;
  dateError?: string;
  whenLabel?: (when: 'now' | 'scheduled') => string;
  onChange: (change: Partial<GiftDeliveryDraft> | Partial<DeliverySchedule>) => void;
}) {
  const t = useTranslations('form.giftPersonalisation');
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('delivery')}</legend>
        {(['email', 'print'] as const).map((method) => (
          <label key={method} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-black/15 px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-light">
            <input
              type="radio"
              name={`${idPrefix}-method`}
              value={method}
              checked={draft.method === method}
              onChange={() => onChange({ method })}
              className="mt-1 size-4 accent-brand"
            />
            <span>
              <span className="block font-semibold">{t(`methods.${method}.label`)}</span>
              <span className="block text-sm text-muted">{t(`methods.${method}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {draft.method === 'email' && (
        <div className="flex flex-col gap-4 rounded-lg border border-black/10 p-3">
          <TextField
            id={`${idPrefix}-recipientEmail`}
            type="email"
            label={t('recipientEmail')}
            autoComplete="off"
            value={draft.recipientEmail}
            onChange={(event) => onChange({ recipientEmail: event.target.value })}
            error={recipientEmailError}
          />
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
            <legend className="mb-1 text-sm font-semibold">{t('when')}</legend>
            {(['now', 'scheduled'] as const).map((when) => (
              <label key={when} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${idPrefix}-when`}
                  value={when}
                  checked={draft.when === when}
                  onChange={() => onChange({ when })}
                  className="size-4 accent-brand"
                />
                {whenLabel ? whenLabel(when) : t(`whenOptions.${when}`)}
              </label>
            ))}
          </fieldset>
          {draft.when === 'scheduled' && (
            <DeliveryScheduleFields idPrefix={idPrefix} schedule={{ date: draft.date, hour: draft.hour, timeZone }} dateError={dateError} locale={locale} onChange={onChange} />
          )}
        </div>
      )}
    </>
  );
}
