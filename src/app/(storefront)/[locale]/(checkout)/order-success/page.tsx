import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getOrderReceiptOrThrow } from '@/domains/orders/server/service';
import { OrderReceiptView } from '@/domains/orders/ui/order-receipt-view';
import { Link } from '@/i18n/navigation';
import { isAppError } from '@/server/errors';

type OrderSuccessPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ order?: string | string[]; key?: string | string[] }>;
};

export const metadata: Metadata = { robots: { index: false, follow: false } };

async function readReceipt(order: unknown, key: unknown) {
  if (typeof order !== 'string' || typeof key !== 'string' || order.length > 40 || key.length > 64) return null;
  try {
    return await getOrderReceiptOrThrow(order, key);
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return null;
    throw error;
  }
}

/** SPEC §2 /order-success: the paid order, what happens next, and where each voucher stands. Opened with the receipt's key. */
export default async function OrderSuccessPage({ params, searchParams }: OrderSuccessPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { order, key } = await searchParams;
  const t = await getTranslations('modules.orderSuccess');
  const receipt = await readReceipt(order, key);
  if (!receipt) {
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <p>{t('notFound')}</p>
        <Link href="/gift" className="font-semibold text-brand-dark underline underline-offset-4">
          {t('continueShopping')}
        </Link>
      </div>
    );
  }
  return <OrderReceiptView receipt={receipt} />;
}
