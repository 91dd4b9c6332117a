import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { getProgressPercent } from '../lib/public-group-gift';
import type { ContributionThanks, PublicGroupGift } from '../public-schemas';
import { MIN_CONTRIBUTION_CENTS } from '../schemas';

function Progress({ gift }: { gift: PublicGroupGift }) {
  const t = useTranslations('modules.groupGifts.contribute');
  const locale = useLocale();
  const collected = formatMoney(gift.collectedCents, locale);
  const target = gift.targetCents === null ? null : formatMoney(gift.targetCents, locale);
  const percent = gift.targetCents === null ? null : getProgressPercent(gift.collectedCents, gift.targetCents);
  return (
    <section aria-labelledby="group-gift-progress" className="flex flex-col gap-3 rounded-lg bg-brand-light p-4 sm:p-6">
      <h2 id="group-gift-progress" className="text-xl font-extrabold">
        {t('progressHeading')}
      </h2>
      <p className="text-2xl font-bold">{target === null ? t('collected', { collected }) : t('progressOfTarget', { collected, target })}</p>
      {percent !== null && target !== null ? (
        <div
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('progressValueText', { percent, collected, target })}
          className="h-3 overflow-hidden rounded-full bg-white"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <p className="text-sm">{t('contributionCount', { count: gift.contributionCount })}</p>
    </section>
  );
}

function Contributors({ gift }: { gift: PublicGroupGift }) {
  const t = useTranslations('modules.groupGifts.contribute');
  return (
    <section aria-labelledby="group-gift-contributors" className="flex flex-col gap-3">
      <h2 id="group-gift-contributors" className="text-xl font-extrabold">
        {t('contributorsHeading')}
      </h2>
      {gift.contributors.length === 0 ? (
        <p>{t('noContributors')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {gift.contributors.map((contributor, index) => (
            // Contributions are listed in the order they counted and carry no id to the browser.
            <li key={index} className="rounded-lg border border-black/10 p-3">
              <p className="font-semibold">{contributor.name ?? t('anonymous')}</p>
              {contributor.message ? <p className="mt-1 whitespace-pre-line break-words text-sm">{contributor.message}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Why the page takes nothing more: sent, cancelled (everyone refunded) or closed. */
function StateNotice({ gift }: { gift: PublicGroupGift }) {
  const t = useTranslations('modules.groupGifts.contribute.states');
  if (gift.state === 'open') return null;
  const values = { recipient: gift.recipientFirstName, organiser: gift.organiserName };
  return (
    <section aria-labelledby="group-gift-state" className="mb-8 rounded-lg border-2 border-brand p-4 sm:p-6">
      <h2 id="group-gift-state" className="text-xl font-extrabold">
        {t(`${gift.state}Title`)}
      </h2>
      <p className="mt-2">{t(gift.state, values)}</p>
    </section>
  );
}

function Thanks({ gift, thanks }: { gift: PublicGroupGift; thanks: ContributionThanks }) {
  const t = useTranslations('modules.groupGifts.contribute.thanks');
  const locale = useLocale();
  return (
    <section aria-labelledby="group-gift-thanks" className="flex flex-col items-start gap-3 rounded-lg border-2 border-brand p-4 sm:p-6">
      <h2 id="group-gift-thanks" className="text-2xl font-extrabold">
        {t('title', { name: thanks.firstName })}
      </h2>
      <p role="status">{t('body', { amount: formatMoney(thanks.amountCents, locale) })}</p>
      {gift.state === 'open' ? (
        <Link href={`/group-gift/${gift.publicToken}`} className={getButtonClassName('secondary', 'md')}>
          {t('again')}
        </Link>
      ) : null}
    </section>
  );
}

/**
 * The public page of a group gift: who it is for (first name), the occasion, the organiser, the
 * last day, progress and who chipped in (hidden names as "Anonymous"), then the contribution form
 * while it is open (`form`, from the route), a thank-you after one counted, or why it is closed.
 */
export function GroupGiftPageView({ gift, thanks, form }: { gift: PublicGroupGift; thanks: ContributionThanks | null; form: ReactNode }) {
  const t = useTranslations('modules.groupGifts');
  const format = useFormatter();
  const locale = useLocale();
  // The last day is a date of the shop's calendar: shown as that day, whatever the reader's zone.
  const lastDay = format.dateTime(new Date(`${gift.lastDay}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="container-page max-w-5xl py-10">
      <header className="mb-8 flex flex-col gap-4">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('contribute.heading', { recipient: gift.recipientFirstName })}</h1>
        {gift.state === 'open' ? (
          <p className="text-lg text-muted">{t('contribute.intro', { recipient: gift.recipientFirstName, minimum: formatMoney(MIN_CONTRIBUTION_CENTS, locale) })}</p>
        ) : null}
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">{t('contribute.occasion')}</dt>
            <dd className="font-semibold">{t(`occasions.${gift.occasion}`)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('contribute.organiser')}</dt>
            <dd className="font-semibold">{gift.organiserName}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('contribute.deadline')}</dt>
            <dd className="font-semibold">{lastDay}</dd>
          </div>
        </dl>
      </header>
      <StateNotice gift={gift} />
      {/* Phones read progress, then the form, then the names; wide screens keep the form beside them. */}
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        {gift.state === 'cancelled' ? null : <Progress gift={gift} />}
        <div className="flex flex-col gap-6 empty:hidden lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {thanks ? <Thanks gift={gift} thanks={thanks} /> : null}
          {gift.state === 'open' && !thanks ? form : null}
        </div>
        {gift.state === 'cancelled' ? null : <Contributors gift={gift} />}
      </div>
    </div>
  );
}
