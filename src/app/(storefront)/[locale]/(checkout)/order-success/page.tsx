import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getOrderReceiptOrThrow } from '@/domains/orders/server/order-receipt';
import { OrderReceiptView } from '@/domains/orders/ui/order-receipt-view';
import { isAppError } from '@/server/errors';
import { withClientMessages } from '@/shell/layout/client-messages';

type OrderSuccessPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ order?: string | string[]; key?: string | string[] }>;
};

export const metadata: Metadata = { robots: { index: false, follow: false } };
// Personal and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

async function readReceipt(order: unknown, key: unknown, locale: string) {
  if (typeof order !== 'string' || typeof key !== 'string' || order.length > 40 || key.length > 64) return null;
  try {
    return await getOrderReceiptOrThrow(order, key, { locale });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return null;
    throw error;
  }
}

/** SPEC §2 /order-success: the paid order, what happens next, and where each voucher stands. Opened with the receipt's key. */
async function OrderSuccessPage({ params, searchParams }: OrderSuccessPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { order, key } = await searchParams;
  const receipt = await readReceipt(order, key, locale);
  // A wrong key, an unknown number and an unpaid order look the same: not found.
  if (!receipt) notFound();
  return <OrderReceiptView receipt={receipt} />;
}

export default withClientMessages('orderSuccess', OrderSuccessPage);
