import 'server-only';
import { Text } from '@react-email/components';
import { createTranslator } from 'use-intl/core';
import { getCatalogue } from '@/i18n/catalogues';
import type { AppLocale } from '@/i18n/locale';
import { EmailLayout, emailStyles } from './email-layout';

/** To the buyer who asked to hear when their gift is activated; the balance is the recipient's business. */
export type VoucherActivatedEmailProps = {
  /** The buyer's language (their order's). */
  locale: AppLocale;
  siteUrl: string;
  buyerName: string;
  recipientName: string;
  giftTitle: string;
};

function translate(locale: AppLocale) {
  return createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.mail.voucherActivated' });
}

export function getVoucherActivatedSubject({ locale, recipientName }: Pick<VoucherActivatedEmailProps, 'locale' | 'recipientName'>): string {
  return translate(locale)('subject', { recipientName });
}

export function VoucherActivatedEmail({ locale, siteUrl, buyerName, recipientName, giftTitle }: VoucherActivatedEmailProps) {
  const t = translate(locale);
  return (
    <EmailLayout locale={locale} preview={t('preview', { giftTitle })} siteUrl={siteUrl}>
      <Text style={emailStyles.heading}>{t('heading')}</Text>
      <Text style={emailStyles.text}>{t('greeting', { buyerName })}</Text>
      <Text style={emailStyles.text}>{t('body', { recipientName, giftTitle })}</Text>
      <Text style={emailStyles.text}>{t('thanks')}</Text>
      <Text style={emailStyles.muted}>{t('why')}</Text>
    </EmailLayout>
  );
}
