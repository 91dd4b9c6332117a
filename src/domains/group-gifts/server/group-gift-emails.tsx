import 'server-only';
import { createTranslator } from 'use-intl/core';
import { renderEmail } from '@/domains/mail/server/render-email';
import { queueEmail } from '@/domains/mail/server/service';
import { NoticeEmail } from '@/domains/mail/server/templates/notice-email';
import { getCatalogue } from '@/i18n/catalogues';
import { getLocalizedSiteUrl, toAppLocale, type AppLocale } from '@/i18n/locale';
import { formatMoney } from '@/lib/money';
import type { DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { getFirstName } from '../lib/group-gift-rules';
import type { GroupGiftOccasion } from '../schemas';

/** Rendered before the transaction that queues it, so the transaction only writes. */
export type RenderedGroupGiftEmail = { to: string; subject: string; text: string; html: string };

export function translate(locale: AppLocale) {
  return createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.groupGifts' });
}

export function siteUrlIn(locale: AppLocale): string {
  return getLocalizedSiteUrl(getServerEnv().SITE_URL, locale);
}

/** The public page's path, the same in both languages (the locale prefix comes from the site URL). */
export function getContributionPath(publicToken: string): string {
  return `/group-gift/${publicToken}`;
}

export function getManagementPath(managementToken: string): string {
  return `/group-gift/manage/${managementToken}`;
}

type GiftForEmail = { recipientName: string; occasion: string | null; organiserName: string };

function occasionOf(gift: GiftForEmail): GroupGiftOccasion {
  return (gift.occasion ?? 'justBecause') as GroupGiftOccasion;
}

/** To the organiser once started: the link to share and the private link to manage it. */
export async function renderGroupGiftStartedEmail(
  gift: GiftForEmail & { organiserEmail: string; locale: string; deadline: Date },
  links: { publicToken: string; managementToken: string },
): Promise<RenderedGroupGiftEmail> {
  const locale = toAppLocale(gift.locale);
  const t = translate(locale);
  const siteUrl = siteUrlIn(locale);
  const shareUrl = `${siteUrl}${getContributionPath(links.publicToken)}`;
  const manageUrl = `${siteUrl}${getManagementPath(links.managementToken)}`;
  const recipient = getFirstName(gift.recipientName);
  const deadline = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Toronto' }).format(new Date(gift.deadline.getTime() - 1));
  const { html, text } = await renderEmail(
    <NoticeEmail
      locale={locale}
      siteUrl={siteUrl}
      preview={t('email.started.preview', { recipient })}
      heading={t('email.started.heading', { recipient })}
      paragraphs={[t('email.started.greeting', { name: gift.organiserName }), t('email.started.share', { deadline }), t('email.started.manage')]}
      panel={[t('email.started.shareLabel'), shareUrl]}
      button={{ label: t('email.started.button'), url: manageUrl }}
      footnotes={[t('email.started.keepPrivate'), manageUrl]}
    />,
  );
  return { to: gift.organiserEmail, subject: t('email.started.subject', { recipient, occasion: t(`occasions.${occasionOf(gift)}`) }), text, html };
}

/** To a contributor whose payment counts: what they gave and to which group gift. */
export async function renderContributionReceiptEmail(
  gift: GiftForEmail & { publicToken: string },
  contribution: { name: string; email: string; amountCents: number; locale: string },
): Promise<RenderedGroupGiftEmail> {
  const locale = toAppLocale(contribution.locale);
  const t = translate(locale);
  const siteUrl = siteUrlIn(locale);
  const recipient = getFirstName(gift.recipientName);
  const amount = formatMoney(contribution.amountCents, locale);
  const { html, text } = await renderEmail(
    <NoticeEmail
      locale={locale}
      siteUrl={siteUrl}
      preview={t('email.receipt.preview', { amount, recipient })}
      heading={t('email.receipt.heading', { name: getFirstName(contribution.name) })}
      paragraphs={[t('email.receipt.body', { amount, recipient, organiser: gift.organiserName })]}
      panel={[t('email.receipt.amount', { amount })]}
      button={{ label: t('email.receipt.button'), url: `${siteUrl}${getContributionPath(gift.publicToken)}` }}
    />,
  );
  return { to: contribution.email, subject: t('email.receipt.subject', { recipient }), text, html };
}

/** To a contributor whose payment goes back: the group gift was cancelled, or had gone already when theirs settled. */
export async function renderContributionRefundEmail(
  gift: GiftForEmail,
  contribution: { name: string; email: string; amountCents: number; locale: string },
  why: 'cancelled' | 'late',
): Promise<RenderedGroupGiftEmail> {
  const locale = toAppLocale(contribution.locale);
  const t = translate(locale);
  const siteUrl = siteUrlIn(locale);
  const recipient = getFirstName(gift.recipientName);
  const amount = formatMoney(contribution.amountCents, locale);
  const { html, text } = await renderEmail(
    <NoticeEmail
      locale={locale}
      siteUrl={siteUrl}
      preview={t('email.refund.preview', { amount })}
      heading={t('email.refund.heading', { name: getFirstName(contribution.name) })}
      paragraphs={[why === 'cancelled' ? t('email.refund.cancelled', { recipient, organiser: gift.organiserName }) : t('email.refund.late', { recipient }), t('email.refund.timing')]}
      panel={[t('email.refund.amount', { amount })]}
    />,
  );
  return { to: contribution.email, subject: t('email.refund.subject', { recipient }), text, html };
}

export async function queueGroupGiftEmail(email: RenderedGroupGiftEmail, tx: DatabaseClient): Promise<void> {
  await queueEmail({ ...email, replyTo: null }, tx);
}

/** The voucher card's words in the recipient's language. */
export function getCardWords(locale: AppLocale) {
  const t = translate(locale);
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  return {
    from: (names: string) => t('card.from', { names }),
    andOthers: (count: number) => t('card.andOthers', { count }),
    anonymous: t('card.anonymous'),
    list: (names: string[]) => list.format(names),
  };
}
