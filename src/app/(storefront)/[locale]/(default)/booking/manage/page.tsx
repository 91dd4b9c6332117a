import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCustomerUserId, requireCustomerUserId } from '@/domains/accounts/server/customer-session';
import { getManageBookingPath } from '@/domains/bookings/lib/booking-link';
import { manageBookingQuerySchema } from '@/domains/bookings/schemas';
import { getManagedBooking } from '@/domains/bookings/server/manage-booking';
import { ManageBookingView } from '@/domains/bookings/ui/manage-booking-view';
import { withClientMessages } from '@/shell/layout/client-messages';

type ManageBookingPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Personal and per request: never prerendered or cached (Next answers it with no-store).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: ManageBookingPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.booking.manage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /booking/manage?reference=…: one booking for its signed-in owner, or, with `&key=…` (the booking
 * e-mail's link), for whoever holds the link without signing in. A wrong key, an unknown reference
 * and someone else's booking are all the same 404.
 */
async function ManageBookingPage({ params, searchParams }: ManageBookingPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = manageBookingQuerySchema.safeParse(await searchParams);
  if (!query.success) notFound();
  const { reference, key } = query.data;
  const userId = key ? await getCustomerUserId() : await requireCustomerUserId(getManageBookingPath(reference));
  const now = new Date();
  const booking = await getManagedBooking(reference, { userId, accessKey: key }, now, locale);
  if (!booking) notFound();
  return (
    <div className="container-page py-10">
      <ManageBookingView booking={booking} now={now} />
    </div>
  );
}

export default withClientMessages('cancellation', ManageBookingPage);
