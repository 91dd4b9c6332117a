import 'server-only';
import { localizeProductTitle } from '@/domains/catalog/server/queries';
import { renderEmail } from '@/domains/mail/server/render-email';
import { getVoucherActivatedSubject, VoucherActivatedEmail } from '@/domains/mail/server/templates/voucher-activated-email';
import { getLocalizedSiteUrl, toAppLocale } from '@/i18n/locale';
import { getServerEnv } from '@/server/env';

export type RenderedActivationEmail = { to: string; subject: string; text: string; html: string };

/**
 * The buyer's "your gift was activated" e-mail: who activated which gift, never the balance or
 * the number. Rendered before the activation's transaction, which then only queues it.
 */
export async function renderVoucherActivatedEmail(
  buyer: { email: string; buyerName: string; locale: string },
  recipientName: string,
  gift: { productId: string | null; title: string },
): Promise<RenderedActivationEmail> {
  // In the buyer's language (their order's), whatever the recipient activated in.
  const locale = toAppLocale(buyer.locale);
  const { title: giftTitle } = await localizeProductTitle(gift, locale);
  const siteUrl = getLocalizedSiteUrl(getServerEnv().SITE_URL, locale);
  const { html, text } = await renderEmail(
    <VoucherActivatedEmail locale={locale} siteUrl={siteUrl} buyerName={buyer.buyerName} recipientName={recipientName} giftTitle={giftTitle} />,
  );
  return { to: buyer.email, subject: getVoucherActivatedSubject({ locale, recipientName }), text, html };
}
