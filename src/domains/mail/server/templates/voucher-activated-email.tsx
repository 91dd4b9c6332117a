import 'server-only';
import { Text } from '@react-email/components';
import { createTranslator } from 'use-intl/core';
import { routing } from '@/i18n/routing';
import messages from '../../../../../messages/en-CA.json';
import { EmailLayout, emailStyles } from './email-layout';

/** To the buyer who asked to hear when their gift is activated; the balance is the recipient's business. */
export type VoucherActivatedEmailProps = {
  siteUrl: string;
  buyerName: string;
  recipientName: string;
  giftTitle: string;
};

const t = createTranslator({ locale: routing.defaultLocale, messages, namespace: 'modules.mail.voucherActivated' });

export function getVoucherActivatedSubject({ recipientName }: Pick<VoucherActivatedEmailProps, 'recipientName'>): string {
  return t('subject', { recipientName });
}

export function VoucherActivatedEmail({ siteUrl, buyerName, recipientName, giftTitle }: VoucherActivatedEmailProps) {
  return (
    <EmailLayout preview={t('preview', { giftTitle })} siteUrl={siteUrl}>
      <Text style={emailStyles.heading}>{t('heading')}</Text>
      <Text style={emailStyles.text}>{t('greeting', { buyerName })}</Text>
      <Text style={emailStyles.text}>{t('body', { recipientName, giftTitle })}</Text>
      <Text style={emailStyles.text}>{t('thanks')}</Text>
      <Text style={emailStyles.muted}>{t('why')}</Text>
    </EmailLayout>
  );
}
