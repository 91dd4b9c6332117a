import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readCheckoutSelection } from '@/domains/bookings/lib/checkout-query';
import type { BookingExchangeQuote, BookingQuote } from '@/domains/bookings/schemas';
import { quoteBookingExchange } from '@/domains/bookings/server/exchange';
import { quoteBooking } from '@/domains/bookings/server/quote';
import { BookingCheckout } from '@/domains/bookings/ui/booking-checkout';
import { isTestPaymentMode } from '@/domains/payments/server/gateways';
import { Link } from '@/i18n/navigation';
import { requireCustomerUserId } from '@/domains/accounts/server/customer-session';
import { applyGuards } from '@/shell/guards';
import { isAppError } from '@/server/errors';
import { withClientMessages } from '@/shell/layout/client-messages';

type BookingCheckoutPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Personal and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: BookingCheckoutPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.booking.checkout' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

function toSearchParams(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.set(key, value);
  return params;
}

/**
 * SPEC §2 /booking/checkout (guards `authenticated`, `allow-checkout`; checkout layout). With
 * `exchange=<booking id>` it is the exchange screen (SPEC §4): the same choice, paid by that booking first.
 */
async function BookingCheckoutPage({ params, searchParams }: BookingCheckoutPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = toSearchParams(await searchParams);
  const path = `/booking/checkout?${query}`;
  await applyGuards(['authenticated', 'allow-checkout'], { path });
  const userId = await requireCustomerUserId(path);
  const selection = readCheckoutSelection(query);
  const exchangeOf = query.get('exchange');
  const t = await getTranslations('modules.booking.checkout');
  if (!selection) return null;

  let quote: BookingQuote | BookingExchangeQuote | null = null;
  let refusal: string | null = null;
  try {
    quote = exchangeOf ? await quoteBookingExchange(exchangeOf, selection, { userId, locale }) : await quoteBooking(selection, { userId, locale });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const tErrors = await getTranslations('form.booking.errors');
    const tShopWide = await getTranslations('form.errors');
    const reason = Object.values(error.fieldErrors ?? {})[0]?.[0];
    refusal = reason && tErrors.has(reason) ? tErrors(reason) : tShopWide(error.code);
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{exchangeOf ? t('exchangeTitle') : t('title')}</h1>
      {quote ? (
        <BookingCheckout selection={selection} initialQuote={quote} testMode={isTestPaymentMode()} />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p role="alert">{t('failed', { reason: refusal ?? '' })}</p>
          <Link href={exchangeOf ? '/cancellation' : `/booking/${selection.productSlug}`} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
            {exchangeOf ? t('backToBookings') : t('changeSelection')}
          </Link>
        </div>
      )}
    </div>
  );
}

export default withClientMessages('bookingCheckout', BookingCheckoutPage);
