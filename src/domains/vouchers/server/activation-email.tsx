import 'server-only';
import { renderEmail } from '@/domains/mail/server/render-email';
import { getVoucherActivatedSubject, VoucherActivatedEmail } from '@/domains/mail/server/templates/voucher-activated-email';
import { getServerEnv } from '@/server/env';

export type RenderedActivationEmail = { to: string; subject: string; text: string; html: string };

/**
 * The buyer's "your gift was activated" e-mail: who activated which gift, never the balance or
 * the number. Rendered before the activation's transaction, which then only queues it.
 */
export async function renderVoucherActivatedEmail(buyer: { email: string; buyerName: string }, recipientName: string, giftTitle: string): Promise<RenderedActivationEmail> {
  const { html, text } = await renderEmail(
    <VoucherActivatedEmail siteUrl={getServerEnv().SITE_URL} buyerName={buyer.buyerName} recipientName={recipientName} giftTitle={giftTitle} />,
  );
  return { to: buyer.email, subject: getVoucherActivatedSubject({ recipientName }), text, html };
}
