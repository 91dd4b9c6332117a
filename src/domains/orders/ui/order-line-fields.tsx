'use client';

import { useTranslations } from 'next-intl';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import type { GiftDesignOption } from '@/domains/vouchers/lib/gift-designs';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_NAME_MAX_LENGTH } from '@/domains/vouchers/lib/voucher-text-limits';
import type { AppLocale } from '@/i18n/locale';
import type { GiftPersonalisation, RecipientTimeZone } from '../schemas';
import { DeliveryScheduleFields } from './delivery-schedule-fields';
import { CardPreview, DesignPicker, useChosenDesign } from './design-picker';
import { RecipientLanguageField } from './recipient-language-field';

/** One gift line's details as the buyer edits them on /order. */
export type OrderLineDraft = {
  recipientName: string;
  message: string;
  method: 'email' | 'print';
  recipientEmail: string;
  when: 'now' | 'scheduled';
  date: string;
  hour: number;
  timeZone: RecipientTimeZone;
  /** The language the voucher e-mail and PDF are written in. */
  recipientLocale: AppLocale;
  /** The card design the buyer picked; null: the one the Gift Finder's occasion suggests. */
  designId: string | null;
};

const DEFAULT_SEND_HOUR = 9;

/** A line's first draft: the recipient reads the page's language unless the buyer picks another. */
export function toOrderLineDraft(
  personalisation: GiftPersonalisation | undefined,
  timeZone: RecipientTimeZone,
  pageLocale: AppLocale,
  designId: string | null = null,
): OrderLineDraft {
  const delivery = personalisation?.delivery;
  const schedule = delivery?.method === 'email' && delivery.schedule.when === 'scheduled' ? delivery.schedule : null;
  return {
    recipientName: personalisation?.recipientName ?? '',
    message: personalisation?.message ?? '',
    method: delivery?.method ?? 'email',
    recipientEmail: delivery?.method === 'email' ? delivery.recipientEmail : '',
    when: schedule ? 'scheduled' : 'now',
    date: schedule?.date ?? '',
    hour: schedule?.hour ?? DEFAULT_SEND_HOUR,
    timeZone: schedule?.timeZone ?? timeZone,
    recipientLocale: pageLocale,
    designId,
  };
}

export function toPersonalisation(draft: OrderLineDraft): GiftPersonalisation {
  return {
    recipientName: draft.recipientName.trim(),
    message: draft.message.trim(),
    delivery:
      draft.method === 'print'
        ? { method: 'print' }
        : {
            method: 'email',
            recipientEmail: draft.recipientEmail.trim().toLowerCase(),
            schedule:
              draft.when === 'now' ? { when: 'now' } : { when: 'scheduled', date: draft.date, hour: draft.hour, timeZone: draft.timeZone },
          },
  };
}

export type OrderLineField = 'recipientName' | 'message' | 'recipientEmail' | 'date';

/** Who the gift is for, the message on the voucher, and how and when it travels. */
export function OrderLineFields({
  idPrefix,
  draft,
  errors,
  locale,
  designs,
  onChange,
}: {
  idPrefix: string;
  draft: OrderLineDraft;
  errors: Partial<Record<OrderLineField, string>>;
  locale: string;
  /** The card designs on offer, in the page's language. */
  designs: readonly GiftDesignOption[];
  onChange: (draft: OrderLineDraft) => void;
}) {
  const t = useTranslations('form.giftPersonalisation');
  const tOrder = useTranslations('modules.order');
  const update = <Key extends keyof OrderLineDraft>(key: Key, value: OrderLineDraft[Key]) => onChange({ ...draft, [key]: value });
  const design = useChosenDesign(designs, draft.designId);

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-recipientName`}
        label={tOrder('recipientHeading')}
        autoComplete="off"
        required
        maxLength={GIFT_RECIPIENT_NAME_MAX_LENGTH}
        value={draft.recipientName}
        error={errors.recipientName}
        onChange={(event) => update('recipientName', event.target.value)}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold">{t('delivery')}</legend>
        {(['email', 'print'] as const).map((method) => (
          <label key={method} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${idPrefix}-method`}
              checked={draft.method === method}
              onChange={() => update('method', method)}
              className="size-4 accent-brand"
            />
            {t(`methods.${method}.label`)}
          </label>
        ))}
      </fieldset>
      <RecipientLanguageField id={`${idPrefix}-recipientLocale`} value={draft.recipientLocale} onChange={(recipientLocale) => update('recipientLocale', recipientLocale)} />
      <div className="sm:col-span-2">
        <TextAreaField
          id={`${idPrefix}-message`}
          label={t('message')}
          maxLength={GIFT_MESSAGE_MAX_LENGTH}
          value={draft.message}
          error={errors.message}
          onChange={(event) => update('message', event.target.value)}
        />
        <p className="mt-1 text-xs text-muted">{t('messageCount', { count: draft.message.length, max: GIFT_MESSAGE_MAX_LENGTH })}</p>
      </div>
      {designs.length > 0 ? (
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
          <DesignPicker name={`${idPrefix}-design`} designs={designs} selectedId={design?.id ?? null} onSelect={(designId) => update('designId', designId)} />
          <CardPreview design={design} recipientName={draft.recipientName} message={draft.message} />
        </div>
      ) : null}
      {draft.method === 'email' ? (
        <>
          <TextField
            id={`${idPrefix}-recipientEmail`}
            label={t('recipientEmail')}
            type="email"
            autoComplete="off"
            required
            value={draft.recipientEmail}
            error={errors.recipientEmail}
            onChange={(event) => update('recipientEmail', event.target.value)}
          />
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-semibold">{t('when')}</legend>
            {(['now', 'scheduled'] as const).map((when) => (
              <label key={when} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${idPrefix}-when`}
                  checked={draft.when === when}
                  onChange={() => update('when', when)}
                  className="size-4 accent-brand"
                />
                {t(`whenOptions.${when}`)}
              </label>
            ))}
          </fieldset>
          {draft.when === 'scheduled' ? (
            <div className="sm:col-span-2">
              <DeliveryScheduleFields
                idPrefix={idPrefix}
                schedule={{ date: draft.date, hour: draft.hour, timeZone: draft.timeZone }}
                dateError={errors.date}
                locale={locale}
                onChange={(change) => onChange({ ...draft, ...change })}
              />
            </div>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted sm:col-span-2">{t('methods.print.hint')}</p>
      )}
    </div>
  );
}
