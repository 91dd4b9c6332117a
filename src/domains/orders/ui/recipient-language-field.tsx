'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/form-field';
import type { AppLocale } from '@/i18n/locale';
import { routing } from '@/i18n/routing';

/**
 * The language the voucher e-mail and PDF are written in (docs/adr/0025), for a gift on /order and
 * for a group gift's start form alike.
 */
export function RecipientLanguageField({ id, value, onChange }: { id: string; value: AppLocale; onChange: (locale: AppLocale) => void }) {
  const t = useTranslations('form.giftPersonalisation');
  return (
    <SelectField id={id} label={t('recipientLocale')} value={value} onChange={(event) => onChange(routing.locales.find((candidate) => candidate === event.target.value) ?? value)}>
      {routing.locales.map((option) => (
        // Each language named in itself, so its readers find it whatever the page's language.
        <option key={option} value={option} lang={option}>
          {t(`languages.${option}`)}
        </option>
      ))}
    </SelectField>
  );
}
