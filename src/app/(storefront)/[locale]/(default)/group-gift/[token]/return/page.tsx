import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPublicGroupGift } from '@/domains/group-gifts/server/public-page';
import { confirmContributionPayment } from '@/domains/group-gifts/server/service';
import { getDeclineMessageKey } from '@/domains/payments/lib/decline-messages';
import { Link } from '@/i18n/navigation';
import { redirectInRequestLocale } from '@/i18n/localized-redirect';
import { isAppError } from '@/server/errors';

type ContributionReturnPageProps = { params: Promise<{ locale: string; token: string }>; searchParams: Promise<{ contribution?: string | string[] }> };

export async function generateMetadata({ params }: ContributionReturnPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.groupGifts.contribute.return' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

// Personal and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

/**
 * Where the bank's second step (3-D Secure) sends a contributor back: the gateway is asked how
 * the charge stands (never the address), then the contributor sees the thank-you on the group
 * gift's page, or why it did not go through with the way back to the form.
 */
export default async function ContributionReturnPage({ params, searchParams }: ContributionReturnPageProps) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  if (!(await getPublicGroupGift(token))) notFound();
  const { contribution } = await searchParams;
  const t = await getTranslations('modules.groupGifts.contribute');
  const declines = await getTranslations('serverErrors.declines');
  let destination: string | null = null;
  let failure = t('return.notFound');
  if (typeof contribution === 'string' && contribution.length <= 40) {
    try {
      const result = await confirmContributionPayment(token, contribution);
      destination = result.status === 'accepted' ? `/group-gift/${token}?thanks=${encodeURIComponent(result.contributionId)}` : result.nextActionUrl;
    } catch (error) {
      if (!isAppError(error)) throw error;
      // A declined payment's message is the gateway's failure code.
      if (error.code === 'payment_declined') failure = declines(getDeclineMessageKey(error.message));
      if (error.code === 'group_gift_closed') failure = t('form.closedNow');
      if (error.code === 'conflict') failure = t('form.stillPaying');
    }
  }
  if (destination) await redirectInRequestLocale(destination);
  return (
    <div className="container-page flex max-w-3xl flex-col items-start gap-4 py-10">
      <h1 className="text-3xl font-extrabold">{t('return.failedTitle')}</h1>
      <p role="alert">{failure}</p>
      <Link href={`/group-gift/${token}`} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
        {t('return.backToForm')}
      </Link>
    </div>
  );
}
