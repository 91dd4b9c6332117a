import 'server-only';
import { createTranslator } from 'use-intl/core';
import { renderEmail } from '@/domains/mail/server/render-email';
import { queueEmail } from '@/domains/mail/server/service';
import { getOrderReceiptSubject, OrderReceiptEmail } from '@/domains/mail/server/templates/order-receipt-email';
import { getVoucherEmailSubject, VoucherEmail } from '@/domains/mail/server/templates/voucher-email';
import { localizeProductTitle, localizeProductTitles } from '@/domains/catalog/server/queries';
import { getVoucherEmailDesign } from '@/domains/vouchers/server/gift-designs';
import { describeVoucherCoverage } from '@/domains/vouchers/server/service';
import { getCatalogue } from '@/i18n/catalogues';
import { getLocalizedSiteUrl, toAppLocale, type AppLocale } from '@/i18n/locale';
import type { DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import type { RecipientTimeZone } from '../schemas';
import type { OrderRecord } from './repository';

type OrderItemRecord = OrderRecord['items'][number];

/** The same words the cart and /order use for how a voucher travels, in the buyer's language. */
function describeDelivery(item: OrderItemRecord, locale: AppLocale): string {
  const t = createTranslator({ locale, messages: getCatalogue(locale), namespace: 'form.giftPersonalisation' });
  if (!item.recipientEmail) return t('summary.print');
  if (!item.deliverAt || !item.deliveryTimeZone) return t('summary.emailNow', { email: item.recipientEmail });
  const timeZone = item.deliveryTimeZone;
  return t('summary.emailScheduled', {
    email: item.recipientEmail,
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(item.deliverAt),
    time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(item.deliverAt),
    zone: t(`timeZones.${timeZone as RecipientTimeZone}`),
  });
}

/** An e-mail ready to queue: rendered before the transaction that queues it, so the transaction stays short. */
export type RenderedOrderEmail = { to: string; replyTo: string | null; subject: string; text: string; html: string; sendAfter: Date | null };

/** The buyer's receipt, with the link that opens the order without an account. */
export async function renderOrderReceipt(receipt: { order: OrderRecord; successPath: string; paidAt: Date }): Promise<RenderedOrderEmail> {
  const { order } = receipt;
  const locale = toAppLocale(order.locale);
  const siteUrl = getLocalizedSiteUrl(getServerEnv().SITE_URL, locale);
  const items = await localizeProductTitles(order.items, locale);
  const { html, text } = await renderEmail(
    <OrderReceiptEmail
      locale={locale}
      siteUrl={siteUrl}
      buyerName={order.buyerName}
      orderNumber={order.number}
      orderUrl={`${siteUrl}${receipt.successPath}`}
      lines={items.map((item) => ({
        title: item.title,
        titleUntranslated: item.untranslated.length > 0,
        recipientName: item.recipientName ?? '',
        deliveryText: describeDelivery(item, locale),
        priceCents: item.unitPriceCents,
      }))}
      subtotalCents={order.subtotalCents}
      discountCents={order.discountCents}
      couponCode={order.coupon?.code ?? null}
      totalCents={order.totalCents}
      paidAt={receipt.paidAt}
    />,
  );
  return { to: order.email, replyTo: null, subject: getOrderReceiptSubject({ locale, orderNumber: order.number }), text, html, sendAfter: null };
}

export async function queueOrderReceipt(receipt: RenderedOrderEmail, tx: DatabaseClient): Promise<string> {
  const { sendAfter, ...email } = receipt;
  const { emailId } = await queueEmail(email, tx, { sendAfter: sendAfter ?? undefined });
  return emailId;
}

/** Stands for the certificate number in the stored e-mail; the real number is filled in when it is sent. */
const CERTIFICATE_PLACEHOLDER = '[[certificate-number]]';

/** A voucher's e-mail: to the recipient at the chosen time, or to the buyer to print. */
export async function renderVoucherEmail(order: OrderRecord, item: OrderItemRecord): Promise<RenderedOrderEmail> {
  const forBuyerToPrint = item.recipientEmail === null;
  // A voucher to print is read by the buyer first; one e-mailed, by its recipient.
  const locale = toAppLocale(forBuyerToPrint ? order.locale : item.recipientLocale);
  const siteUrl = getLocalizedSiteUrl(getServerEnv().SITE_URL, locale);
  const isBoxGift = item.product._count.coveredExperiences > 0;
  const { title: giftTitle } = await localizeProductTitle(item, locale);
  const design = await getVoucherEmailDesign(item.designId, locale);
  const { html, text } = await renderEmail(
    <VoucherEmail
      locale={locale}
      siteUrl={siteUrl}
      recipientName={item.recipientName ?? ''}
      buyerName={order.buyerName}
      giftTitle={giftTitle}
      coverageText={isBoxGift ? describeVoucherCoverage(item.product.giftParty ?? 'ONE', item.product.giftOption ?? 'STANDARD', locale) : null}
      valueCents={item.unitPriceCents}
      message={item.giftMessage}
      certificateNumber={CERTIFICATE_PLACEHOLDER}
      activationUrl={`${siteUrl}/voucher/activation?certificate=${CERTIFICATE_PLACEHOLDER}`}
      forBuyerToPrint={forBuyerToPrint}
      design={design}
    />,
  );
  return {
    to: item.recipientEmail ?? order.email,
    replyTo: forBuyerToPrint ? null : order.email,
    subject: getVoucherEmailSubject({ locale, buyerName: order.buyerName, giftTitle, forBuyerToPrint }),
    text,
    html,
    sendAfter: item.deliverAt,
  };
}

/**
 * Queues a voucher's e-mail with its PDF attached and its number filled in when it is sent:
 * neither the stored text nor the stored attachment list holds the number.
 */
export async function queueVoucherEmail(rendered: RenderedOrderEmail, voucherId: string, tx: DatabaseClient): Promise<string> {
  const { sendAfter, ...email } = rendered;
  const { emailId } = await queueEmail(
    {
      ...email,
      attachments: [{ kind: 'voucher-pdf', voucherId }],
      fillIns: [{ kind: 'certificate-number', voucherId, placeholder: CERTIFICATE_PLACEHOLDER }],
    },
    tx,
    { sendAfter: sendAfter ?? undefined },
  );
  return emailId;
}
