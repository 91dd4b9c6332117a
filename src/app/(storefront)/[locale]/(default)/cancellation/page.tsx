import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listUpcomingBookings } from '@/domains/bookings/server/cancellation';
import { UpcomingBookingList } from '@/domains/bookings/ui/upcoming-booking-list';
import { requireCustomerUserId } from '@/domains/accounts/server/customer-session';
import { withClientMessages } from '@/shell/layout/client-messages';

type CancellationPageProps = { params: Promise<{ locale: string }> };

// Personal and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: CancellationPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.cancellation' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** SPEC §2 /cancellation (guard `authenticated`): the customer's upcoming bookings, free to cancel until 24 hours before. */
async function CancellationPage({ params }: CancellationPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  // The `authenticated` guard: a guest signs in and comes back to this page.
  const userId = await requireCustomerUserId('/cancellation');
  const [t, bookings] = await Promise.all([getTranslations('modules.cancellation'), listUpcomingBookings(userId, new Date(), locale)]);
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 mb-8 text-lg text-muted">{t('intro')}</p>
      <UpcomingBookingList bookings={bookings} />
    </div>
  );
}

export default withClientMessages('cancellation', CancellationPage);
