import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getBookingConfirmation } from '@/domains/bookings/server/queries';
import { BookingConfirmationView } from '@/domains/bookings/ui/booking-confirmation-view';
import { requireCustomerUserId } from '@/domains/accounts/server/customer-session';

type BookingConfirmationPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<{ reference?: string | string[] }> };

// Personal and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: BookingConfirmationPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.booking.confirmation' });
  return { title: t('detailsHeading'), robots: { index: false, follow: false } };
}

/** SPEC §2 /booking/confirmation?reference=…: the customer's own booking in one of its four variants; anyone else's is a 404. */
export default async function BookingConfirmationPage({ params, searchParams }: BookingConfirmationPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { reference } = await searchParams;
  if (typeof reference !== 'string' || reference.length > 40) notFound();
  const userId = await requireCustomerUserId(`/booking/confirmation?reference=${encodeURIComponent(reference)}`);
  const booking = await getBookingConfirmation(reference, userId, locale);
  if (!booking) notFound();
  return <BookingConfirmationView booking={booking} />;
}
