import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/money';
import { getProgressPercent, type ManagedGroupGift } from '../lib/management';
import { CopyLinkField } from './copy-link-field';
import { ManageGroupGiftActions } from './manage-group-gift-actions';

const statusClassNames: Record<ManagedGroupGift['status'], string> = {
  open: 'bg-green-100 text-green-900',
  sent: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-brand-light text-brand-dark',
  closed: 'bg-black/5 text-ink',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-black/10 p-4 sm:p-6">
      <h2 id={id} className="text-xl font-extrabold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /group-gift/manage/{token}: the organiser's group gift, what it collected toward its target and
 * from whom, the link to share while it collects, and Send now and Cancel while it is open.
 */
export async function ManageGroupGiftView({ gift, managementToken, siteUrl }: { gift: ManagedGroupGift; managementToken: string; siteUrl: string }) {
  const [t, tOccasions, tCopy, locale] = await Promise.all([
    getTranslations('modules.groupGifts.manage'),
    getTranslations('modules.groupGifts.occasions'),
    getTranslations('modules.groupGifts.start.copy'),
    getLocale(),
  ]);
  const money = (cents: number) => formatMoney(cents, locale);
  // A last day is a day of the calendar, not an instant: read at noon UTC so no zone moves it.
  const lastDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${gift.lastDay}T12:00:00Z`));
  const formatInstant = (iso: string, timeZone: string, withTime = false) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), timeZone }).format(new Date(iso));
  const ended = gift.endedAt ? formatInstant(gift.endedAt, 'America/Toronto') : '';
  const statusText =
    gift.status === 'open'
      ? t('statusText.open', { date: lastDay })
      : gift.status === 'sent'
        ? t('statusText.sent', { date: ended, amount: money(gift.collectedCents) })
        : t(`statusText.${gift.status}`, { date: ended });
  const { delivery } = gift;
  const deliveryText =
    delivery.method === 'print'
      ? t('deliveryPrint')
      : delivery.deliverAt
        ? t('deliveryScheduled', { email: delivery.recipientEmail, date: formatInstant(delivery.deliverAt, delivery.timeZone ?? 'America/Toronto', true) })
        : t('deliveryNow', { email: delivery.recipientEmail });
  const progress = getProgressPercent(gift.collectedCents, gift.targetCents);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold">{t('heading', { recipient: gift.recipientName })}</h1>
        <p className="text-muted">{t('byline', { occasion: tOccasions(gift.occasion), organiser: gift.organiserName })}</p>
        <p className="flex flex-wrap items-center gap-2">
          <span className="sr-only">{t('statusLabel')}:</span>
          <span data-testid="group-gift-status" className={`rounded-full px-3 py-1 text-sm font-bold ${statusClassNames[gift.status]}`}>
            {t(`status.${gift.status}`)}
          </span>
          <span>{statusText}</span>
        </p>
      </header>

      <Section id="group-gift-collected" title={t('collected')}>
        <p className="text-3xl font-extrabold" data-testid="group-gift-collected">
          {money(gift.collectedCents)}
        </p>
        {progress !== null && gift.targetCents ? (
          <div className="flex flex-col gap-1">
            <div
              role="progressbar"
              aria-label={t('progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-valuetext={t('collectedOfTarget', { collected: money(gift.collectedCents), target: money(gift.targetCents) })}
              className="h-3 w-full overflow-hidden rounded-full bg-black/10"
            >
              <div className="h-full rounded-full bg-brand" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-sm">{t('collectedOfTarget', { collected: money(gift.collectedCents), target: money(gift.targetCents) })}</p>
          </div>
        ) : (
          <p className="text-sm text-muted">{t('noTarget')}</p>
        )}
        {gift.refundedCents > 0 ? <p className="text-sm font-semibold">{t('refunded', { amount: money(gift.refundedCents) })}</p> : null}
      </Section>

      {gift.status === 'open' ? (
        <Section id="group-gift-next" title={t('actions')}>
          <CopyLinkField label={t('share')} url={`${siteUrl}${gift.contributionPath}`} copyLabel={tCopy('shareLabel')} />
          <ManageGroupGiftActions managementToken={managementToken} recipientName={gift.recipientName} collectedCents={gift.collectedCents} deliveryText={deliveryText} />
        </Section>
      ) : null}

      <Section id="group-gift-contributions" title={t('contributions', { count: gift.contributions.length })}>
        {gift.contributions.length === 0 ? (
          <p>{t('noContributions')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-black/10">
            {gift.contributions.map((contribution) => (
              <li key={contribution.id} className="flex flex-col gap-1 py-3">
                <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <span className="font-semibold">{contribution.name ?? t('anonymous')}</span>
                  <span className="font-semibold">{money(contribution.amountCents)}</span>
                </p>
                <p className="text-sm text-muted">{t(`contributionStatus.${contribution.status}`)}</p>
                {contribution.message ? <blockquote className="border-l-4 border-brand/30 pl-3 text-sm italic">{contribution.message}</blockquote> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="group-gift-details" title={t('details')}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t('recipient')}</dt>
          <dd className="break-words">{gift.recipientName}</dd>
          <dt className="font-semibold">{t('gift')}</dt>
          <dd>{gift.giftTitle ?? t('giftCard')}</dd>
          <dt className="font-semibold">{t('lastDay')}</dt>
          <dd>{lastDay}</dd>
          <dt className="font-semibold">{t('delivery')}</dt>
          <dd className="break-words">{deliveryText}</dd>
        </dl>
      </Section>
    </div>
  );
}
