'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/form-field';
import type { TestCard, TestCardField } from '../lib/card-rule';

export type TestCardErrors = Partial<Record<TestCardField, string>>;

/**
 * The test gateway's card form, shared by /order and /booking/checkout: number, expiry and CVC,
 * each with its error tied to the field. Stripe's card details never reach the shop.
 */
export function TestCardFields({
  idPrefix,
  card,
  errors,
  onChange,
}: {
  idPrefix: string;
  card: TestCard;
  errors: TestCardErrors;
  /** The card as typed, and the field whose error the change clears. */
  onChange: (card: TestCard, field: TestCardField) => void;
}) {
  const t = useTranslations('modules.order');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-bold">{t('paymentHeading')}</legend>
      <p className="rounded-md bg-brand-light p-2 text-xs">{t('testMode')}</p>
      <TextField
        id={`${idPrefix}-cardNumber`}
        label={t('cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.cardNumber}
        error={errors.card}
        onChange={(event) => onChange({ ...card, cardNumber: event.target.value }, 'card')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${idPrefix}-cardExpiry`}
          label={t('cardExpiry')}
          autoComplete="cc-exp"
          placeholder={t('cardExpiryPlaceholder')}
          value={card.expiry}
          error={errors.cardExpiry}
          onChange={(event) => onChange({ ...card, expiry: event.target.value }, 'cardExpiry')}
        />
        <TextField
          id={`${idPrefix}-cardCvc`}
          label={t('cardCvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          error={errors.cardCvc}
          onChange={(event) => onChange({ ...card, cvc: event.target.value }, 'cardCvc')}
        />
      </div>
    </fieldset>
  );
}
