import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { confirmBookingPayment } from '@/domains/bookings/server/checkout';
import { Link } from '@/i18n/navigation';
import { isAppError } from '@/server/errors';
import { requireCustomerUserId } from '@/domains/accounts/server/customer-session';
import { redirectInRequestLocale } from '@/i18n/localized-redirect';

type BookingReturnPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<{ booking?: string | string[] }> };

export const metadata: Metadata = { robots: { index: false, follow: false } };
// Personal and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

/**
 * Where the card's second step (3-D Secure) sends the customer back: the gateway is asked how the
 * charge ended (never the address), then the booking's confirmation page shows where it stands.
 */
export default async function BookingReturnPage({ params, searchParams }: BookingReturnPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { booking } = await searchParams;
  const reference = typeof booking === 'string' && booking.length <= 40 ? booking : null;
  const userId = await requireCustomerUserId(reference ? `/booking/checkout/return?booking=${encodeURIComponent(reference)}` : '/account');
  let destination: string | null = null;
  if (reference) {
    try {
      const outcome = await confirmBookingPayment(reference, { userId });
      destination = outcome.status === 'requires_action' ? outcome.nextActionUrl : `/booking/confirmation?reference=${encodeURIComponent(reference)}`;
    } catch (error) {
      if (!isAppError(error)) throw error;
      // Declined or refused: the confirmation page says so (its not-enough-money variant).
      if (error.code !== 'not_found') destination = `/booking/confirmation?reference=${encodeURIComponent(reference)}`;
    }
  }
  if (destination) await redirectInRequestLocale(destination);
  const t = await getTranslations('modules.booking.return');
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-extrabold">{t('failedTitle')}</h1>
      <Link href="/booking" className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
        {t('backToCheckout')}
      </Link>
    </div>
  );
}
