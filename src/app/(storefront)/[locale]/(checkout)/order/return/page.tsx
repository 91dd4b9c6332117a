import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { confirmOrderPayment } from '@/domains/orders/server/order-payment';
import { getDeclineMessageKey } from '@/domains/payments/lib/decline-messages';
import { Link } from '@/i18n/navigation';
import { isAppError } from '@/server/errors';

type OrderReturnPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<{ order?: string | string[]; key?: string | string[] }> };

export const metadata: Metadata = { robots: { index: false, follow: false } };
// Personal and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

/**
 * Where the payment's second step sends the buyer back: the gateway is asked how the charge
 * stands (never the address), then the buyer goes to the receipt, or is told nothing was taken.
 */
export default async function OrderReturnPage({ params, searchParams }: OrderReturnPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { order, key } = await searchParams;
  const t = await getTranslations('modules.order');
  const declines = await getTranslations('serverErrors.declines');
  let destination: string | null = null;
  let failure = declines('card_declined');
  if (typeof order === 'string' && order.length <= 40 && typeof key === 'string') {
    try {
      const result = await confirmOrderPayment(order, key);
      destination = result.status === 'fulfilled' ? result.successPath : result.nextActionUrl;
    } catch (error) {
      if (!isAppError(error)) throw error;
      // A declined payment's message is the gateway's failure code.
      if (error.code === 'payment_declined') failure = declines(getDeclineMessageKey(error.message));
    }
  }
  if (destination) redirect(destination);
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-extrabold">{t('return.failedTitle')}</h1>
      <p role="alert">{failure}</p>
      <Link href="/order" className="font-semibold text-brand-dark underline underline-offset-4">
        {t('return.backToOrder')}
      </Link>
    </div>
  );
}
