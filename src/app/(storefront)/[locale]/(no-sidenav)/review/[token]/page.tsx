import type { Metadata } from 'next';
import Image from 'next/image';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffText } from '@/components/ui/staff-text';
import { localizeProductTitle } from '@/domains/catalog/server/queries';
import { getReviewInvitation } from '@/domains/reviews/server/service';
import { ReviewForm } from '@/domains/reviews/ui/review-form';
import { Link } from '@/i18n/navigation';
import { withClientMessages } from '@/shell/layout/client-messages';

interface ReviewPageProps {
  params: Promise<{ locale: string; token: string }>;
}

export async function generateMetadata({ params }: ReviewPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.reviews.page' });
  // A personal link: never indexed, and its address is not shared as a canonical one.
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

/** /review/{token}: the review invitation's page (a signed link, no sign-in needed). */
async function ReviewPage({ params }: ReviewPageProps) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const [t, format, invitation] = await Promise.all([
    getTranslations('modules.reviews.page'),
    getFormatter(),
    getReviewInvitation(decodeURIComponent(token)),
  ]);

  if (invitation.status === 'invalid' || invitation.status === 'expired') {
    const expired = invitation.status === 'expired';
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-extrabold">{expired ? t('expiredTitle') : t('invalidTitle')}</h1>
        <p>{expired ? t('expiredText') : t('invalidText')}</p>
        <Link href="/booking" className="font-semibold text-brand-dark underline underline-offset-4">
          {t('browse')}
        </Link>
      </div>
    );
  }

  const { title: experience, untranslated } = await localizeProductTitle({ productId: invitation.productId, title: invitation.experienceTitle }, locale);
  // The travel date is a calendar date of the experience's place, stored at UTC midnight.
  const date = format.dateTime(new Date(`${invitation.travelDate}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        {invitation.imageUrl && (
          <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-brand-light">
            <Image src={invitation.imageUrl} alt="" fill sizes="(min-width: 28rem) 28rem, 100vw" className="object-cover" />
          </div>
        )}
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <p className="text-lg">
          <StaffText untranslated={untranslated.includes('title')}>
            <strong>{experience}</strong>
          </StaffText>{' '}
          · {date}
        </p>
      </header>
      {invitation.status === 'ready' && <p>{t('intro', { experience, date })}</p>}
      {/* One form for both states: the review's own submit refreshes this page (the catalogue's
          cache tags change), and the form keeps its thank-you across that refresh. */}
      {(invitation.status === 'ready' || invitation.status === 'already-reviewed') && (
        <ReviewForm
          token={decodeURIComponent(token)}
          experienceTitle={experience}
          alreadyReviewed={invitation.status === 'already-reviewed'}
        />
      )}
      {invitation.status === 'not-reviewable' && (
        <div role="status" className="rounded-xl bg-black/[0.04] p-6">
          <h2 className="mb-2 text-xl font-extrabold">{t('notReviewableTitle')}</h2>
          <p>{t('notReviewableText', { experience })}</p>
        </div>
      )}
    </div>
  );
}

export default withClientMessages('review', ReviewPage);
