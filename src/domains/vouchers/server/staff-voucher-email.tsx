import 'server-only';
import { renderEmail } from '@/domains/mail/server/render-email';
import { queueEmail, type QueueEmailOptions } from '@/domains/mail/server/service';
import { getVoucherEmailSubject, VoucherEmail } from '@/domains/mail/server/templates/voucher-email';
import type { DatabaseClient } from '@/server/db';
import { getLocalizedSiteUrl, type AppLocale } from '@/i18n/locale';
import { getServerEnv } from '@/server/env';
import { getVoucherEmailDesign } from './gift-designs';

/** Stands for the certificate number in the stored e-mail; the mail worker fills in the real one when it sends. */
const CERTIFICATE_PLACEHOLDER = '[[certificate-number]]';

export type VoucherEmailContent = {
  to: string;
  /** The reader's language. */
  locale: AppLocale;
  /** The buyer, so a recipient's thanks reach them; null when the e-mail goes to the buyer. */
  replyTo: string | null;
  /** Who the gift is from: the buyer, or the shop for vouchers staff issue. */
  fromName: string;
  recipientName: string;
  giftTitle: string;
  coverageText: string | null;
  valueCents: number;
  message: string | null;
  /** The voucher goes to the buyer to print and hand over. */
  forBuyerToPrint: boolean;
  /** The voucher's card design, if it has one. */
  designId?: string | null;
};

export type RenderedVoucherEmail = { to: string; replyTo: string | null; subject: string; text: string; html: string };

/** A voucher's e-mail as the checkout sends it, rendered before the transaction that queues it. */
export async function renderVoucherEmailContent(content: VoucherEmailContent): Promise<RenderedVoucherEmail> {
  const { locale } = content;
  const siteUrl = getLocalizedSiteUrl(getServerEnv().SITE_URL, locale);
  const design = await getVoucherEmailDesign(content.designId ?? null, locale);
  const { html, text } = await renderEmail(
    <VoucherEmail
      locale={locale}
      siteUrl={siteUrl}
      recipientName={content.recipientName}
      buyerName={content.fromName}
      giftTitle={content.giftTitle}
      coverageText={content.coverageText}
      valueCents={content.valueCents}
      message={content.message}
      certificateNumber={CERTIFICATE_PLACEHOLDER}
      activationUrl={`${siteUrl}/voucher/activation?certificate=${CERTIFICATE_PLACEHOLDER}`}
      forBuyerToPrint={content.forBuyerToPrint}
      design={design}
    />,
  );
  return {
    to: content.to,
    replyTo: content.replyTo,
    subject: getVoucherEmailSubject({ locale, buyerName: content.fromName, giftTitle: content.giftTitle, forBuyerToPrint: content.forBuyerToPrint }),
    text,
    html,
  };
}

/** Queues it now, with the PDF attached and the number filled in at send time: the outbox never holds the number. */
export async function queueRenderedVoucherEmail(email: RenderedVoucherEmail, voucherId: string, tx: DatabaseClient, options: QueueEmailOptions = {}): Promise<string> {
  const { emailId } = await queueEmail(
    {
      ...email,
      attachments: [{ kind: 'voucher-pdf', voucherId }],
      fillIns: [{ kind: 'certificate-number', voucherId, placeholder: CERTIFICATE_PLACEHOLDER }],
    },
    tx,
    options,
  );
  return emailId;
}
