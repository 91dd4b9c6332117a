import 'server-only';
import { Button, Column, Hr, Row, Section, Text } from '@react-email/components';
import { createTranslator } from 'use-intl/core';
import type { CSSProperties } from 'react';
import { formatMoney } from '@/lib/money';
import { getCatalogue } from '@/i18n/catalogues';
import type { AppLocale } from '@/i18n/locale';
import { routing } from '@/i18n/routing';
import { EmailLayout, emailStyles } from './email-layout';

type OrderReceiptLine = {
  title: string;
  /** The title is the English one, for want of a translation into the buyer's language: marked for screen readers. */
  titleUntranslated?: boolean;
  recipientName: string;
  /** How and when the voucher is delivered, already worded (e.g. "Sent to you to print"). */
  deliveryText: string;
  priceCents: number;
};

export type OrderReceiptEmailProps = {
  /** The buyer's language: the order's. */
  locale: AppLocale;
  siteUrl: string;
  buyerName: string;
  orderNumber: string;
  /** The order-success page. */
  orderUrl: string;
  lines: OrderReceiptLine[];
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
  totalCents: number;
  paidAt: Date;
};

function translate(locale: AppLocale) {
  return createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.mail.orderReceipt' });
}

/** The shop is in Eastern time, as the storefront shows its dates. */
function formatPaidAt(paidAt: Date, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' }).format(paidAt);
}

export function getOrderReceiptSubject({ locale, orderNumber }: Pick<OrderReceiptEmailProps, 'locale' | 'orderNumber'>): string {
  return translate(locale)('subject', { orderNumber });
}

/** An amount at the right of its row. */
function AmountColumn({ locale, cents, style }: { locale: AppLocale; cents: number; style: CSSProperties }) {
  return (
    <Column align="right" style={{ ...style, whiteSpace: 'nowrap', verticalAlign: 'top' }}>
      {/* Table cells run together in the plain-text part; the space keeps label and amount apart. */}
      {' '}
      {formatMoney(cents, locale)}
    </Column>
  );
}

function AmountRow({ locale, label, cents, strong = false }: { locale: AppLocale; label: string; cents: number; strong?: boolean }) {
  const style = { ...emailStyles.text, margin: '0 0 4px', fontWeight: strong ? 700 : 400 };
  return (
    <Row>
      <Column style={style}>{label}</Column>
      <AmountColumn locale={locale} cents={cents} style={style} />
    </Row>
  );
}

export function OrderReceiptEmail(props: OrderReceiptEmailProps) {
  const { locale, buyerName, orderNumber, orderUrl, lines, couponCode, discountCents } = props;
  const t = translate(locale);
  return (
    <EmailLayout locale={locale} preview={t('preview')} siteUrl={props.siteUrl}>
      <Text style={emailStyles.heading}>{t('heading', { buyerName })}</Text>
      <Text style={emailStyles.text}>{t('intro', { orderNumber, paidAt: formatPaidAt(props.paidAt, locale) })}</Text>
      {lines.map((line, index) => (
        <Section key={index} style={{ borderBottom: '1px solid #e5e7eb', padding: '12px 0' }}>
          <Row>
            <Column lang={line.titleUntranslated ? routing.defaultLocale : undefined} style={{ ...emailStyles.text, margin: 0, fontWeight: 700 }}>
              {line.title}
            </Column>
            <AmountColumn locale={locale} cents={line.priceCents} style={{ ...emailStyles.text, margin: 0, fontWeight: 700 }} />
          </Row>
          <Text style={{ ...emailStyles.muted, margin: '4px 0 0' }}>{t('itemFor', { recipientName: line.recipientName })}</Text>
          <Text style={{ ...emailStyles.muted, margin: 0 }}>{line.deliveryText}</Text>
        </Section>
      ))}
      <Section style={{ padding: '12px 0 0' }}>
        <AmountRow locale={locale} label={t('subtotal')} cents={props.subtotalCents} />
        {discountCents > 0 ? (
          <AmountRow locale={locale} label={couponCode ? t('discountWithCoupon', { couponCode }) : t('discount')} cents={-discountCents} />
        ) : null}
        <AmountRow locale={locale} label={t('total')} cents={props.totalCents} strong />
      </Section>
      <Text style={emailStyles.muted}>{t('taxIncluded')}</Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={orderUrl} style={emailStyles.button}>
          {t('viewOrder')}
        </Button>
      </Section>
      <Hr style={emailStyles.hr} />
      <Text style={emailStyles.muted}>{t('deliveryNote')}</Text>
    </EmailLayout>
  );
}
