import 'server-only';
import { renderEmail } from '@/domains/mail/server/render-email';
import { NoticeEmail } from '@/domains/mail/server/templates/notice-email';
import { toAppLocale } from '@/i18n/locale';
import { formatMoney } from '@/lib/money';
import { getFirstName } from '../lib/group-gift-rules';
import { siteUrlIn, translate, type RenderedGroupGiftEmail } from './group-gift-emails';

type SentGift = {
  recipientName: string;
  recipientEmail: string | null;
  organiserName: string;
  organiserEmail: string;
  locale: string;
  deliverAt: Date | null;
  deliveryTimeZone: string | null;
};

/**
 * To the organiser once the voucher is issued, whether they pressed "Send now" or the deadline
 * came: how much was pooled, by how many, and how the voucher travels.
 */
export async function renderGroupGiftSentEmail(
  gift: SentGift,
  sent: { pooledCents: number; contributorCount: number; byDeadline: boolean; now: Date },
): Promise<RenderedGroupGiftEmail> {
  const locale = toAppLocale(gift.locale);
  const t = translate(locale);
  const recipient = getFirstName(gift.recipientName);
  const amount = formatMoney(sent.pooledCents, locale);
  const scheduled = gift.recipientEmail && gift.deliverAt && gift.deliverAt > sent.now ? gift.deliverAt : null;
  const delivery = !gift.recipientEmail
    ? t('email.sent.deliveryPrint')
    : scheduled
      ? t('email.sent.deliveryScheduled', {
          email: gift.recipientEmail,
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: gift.deliveryTimeZone ?? 'America/Toronto' }).format(scheduled),
        })
      : t('email.sent.deliveryNow', { email: gift.recipientEmail });
  const { html, text } = await renderEmail(
    <NoticeEmail
      locale={locale}
      siteUrl={siteUrlIn(locale)}
      preview={t('email.sent.preview', { recipient, amount })}
      heading={t('email.sent.heading', { recipient })}
      paragraphs={[
        t('email.sent.greeting', { name: gift.organiserName }),
        sent.byDeadline ? t('email.sent.byDeadline', { recipient }) : t('email.sent.byOrganiser', { recipient }),
        t('email.sent.pooled', { count: sent.contributorCount, amount, recipient }),
        delivery,
      ]}
      panel={[t('email.sent.value', { amount })]}
      footnotes={[t('email.sent.thanks')]}
    />,
  );
  return { to: gift.organiserEmail, subject: t('email.sent.subject', { recipient }), text, html };
}
