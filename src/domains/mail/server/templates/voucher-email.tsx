import 'server-only';
import { Button, Hr, Img, Section, Text } from '@react-email/components';
import { createTranslator } from 'use-intl/core';
import { formatMoney } from '@/lib/money';
import { getCatalogue } from '@/i18n/catalogues';
import type { AppLocale } from '@/i18n/locale';
import { EmailLayout, emailStyles } from './email-layout';

export type VoucherEmailProps = {
  /** The reader's language: the recipient's, or the buyer's when they print it. */
  locale: AppLocale;
  siteUrl: string;
  recipientName: string;
  buyerName: string;
  giftTitle: string;
  /** What the gift covers, e.g. "Covers two adults on the standard option"; null when the title says it all. */
  coverageText: string | null;
  valueCents: number;
  message: string | null;
  /** In its printed form, XXXXXXX-XXXXXXX-XXXXXXX. */
  certificateNumber: string;
  /** The activation page with this certificate filled in. */
  activationUrl: string;
  /** The buyer chose to print the voucher and hand it over: the e-mail goes to them. */
  forBuyerToPrint: boolean;
  /** The card design the buyer chose: its name and the absolute address of its picture; null: none. */
  design?: { name: string; artUrl: string } | null;
};

function translate(locale: AppLocale) {
  return createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.mail.voucher' });
}

export function getVoucherEmailSubject({ locale, buyerName, giftTitle, forBuyerToPrint }: Pick<VoucherEmailProps, 'locale' | 'buyerName' | 'giftTitle' | 'forBuyerToPrint'>): string {
  const t = translate(locale);
  return forBuyerToPrint ? t('subjectForBuyer', { giftTitle }) : t('subjectForRecipient', { buyerName, giftTitle });
}

/** The buyer's own words, line breaks kept. */
function GiftMessage({ locale, buyerName, message }: { locale: AppLocale; buyerName: string; message: string }) {
  const t = translate(locale);
  const lines = message.split(/\r?\n/);
  return (
    <Section style={emailStyles.panel}>
      <Text style={{ ...emailStyles.muted, margin: '0 0 8px', fontWeight: 700 }}>{t('messageFrom', { buyerName })}</Text>
      <Text style={{ ...emailStyles.text, margin: 0, fontStyle: 'italic' }}>
        {lines.map((line, index) => (
          <span key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </Text>
    </Section>
  );
}

export function VoucherEmail(props: VoucherEmailProps) {
  const { locale, recipientName, buyerName, giftTitle, coverageText, message, certificateNumber, activationUrl, forBuyerToPrint } = props;
  const t = translate(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={forBuyerToPrint ? t('previewForBuyer', { recipientName }) : t('previewForRecipient', { buyerName })}
      siteUrl={props.siteUrl}
    >
      {props.design ? (
        <Img src={props.design.artUrl} alt={t('designArt', { name: props.design.name })} width="552" style={{ width: '100%', height: 'auto', borderRadius: '6px', margin: '0 0 20px' }} />
      ) : null}
      <Text style={emailStyles.heading}>{forBuyerToPrint ? t('headingForBuyer') : t('headingForRecipient', { recipientName })}</Text>
      <Text style={emailStyles.text}>
        {forBuyerToPrint ? t('introForBuyer', { giftTitle, recipientName }) : t('introForRecipient', { buyerName, giftTitle })}
      </Text>
      {message ? <GiftMessage locale={locale} buyerName={buyerName} message={message} /> : null}
      {coverageText ? (
        <>
          <Text style={{ ...emailStyles.muted, margin: '0 0 4px', fontWeight: 700 }}>{t('coverage')}</Text>
          <Text style={emailStyles.text}>{coverageText}</Text>
        </>
      ) : null}
      <Text style={{ ...emailStyles.muted, margin: '0 0 4px', fontWeight: 700 }}>{t('value')}</Text>
      <Text style={emailStyles.text}>{formatMoney(props.valueCents, locale)}</Text>
      <Section style={{ ...emailStyles.panel, textAlign: 'center' }}>
        <Text style={{ ...emailStyles.muted, margin: '0 0 4px' }}>{t('certificateNumber')}</Text>
        <Text style={{ ...emailStyles.text, margin: 0, fontFamily: "'Courier New', Courier, monospace", fontSize: '20px', fontWeight: 700, letterSpacing: '1px' }}>
          {certificateNumber}
        </Text>
      </Section>
      <Text style={emailStyles.subheading}>{t('howToActivate')}</Text>
      <Text style={emailStyles.text}>
        1. {t('stepEnterNumber')}
        <br />
        2. {t('stepSignIn')}
        <br />
        3. {t('stepBook')}
      </Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={activationUrl} style={emailStyles.button}>
          {t('activate')}
        </Button>
      </Section>
      <Text style={emailStyles.text}>{t('neverExpires')}</Text>
      <Hr style={emailStyles.hr} />
      <Text style={emailStyles.muted}>{t('attachedPdf')}</Text>
      <Text style={emailStyles.muted}>{t('keepSafe')}</Text>
    </EmailLayout>
  );
}
