import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { getOrderVoucherForPrintOrThrow } from '@/domains/orders/server/order-receipt';
import { renderVoucherQrSvg } from '@/domains/vouchers/server/voucher-qr';
import { PrintableVoucherCard } from '@/domains/vouchers/ui/printable-voucher';
import { isAppError } from '@/server/errors';

type VoucherPrintPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ order?: string | string[]; key?: string | string[]; voucher?: string | string[] }>;
};

export const metadata: Metadata = { robots: { index: false, follow: false } };
// Personal and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

async function readVoucher(order: unknown, key: unknown, voucher: unknown) {
  if (typeof order !== 'string' || typeof key !== 'string' || typeof voucher !== 'string' || order.length > 40 || key.length > 64 || voucher.length > 64) {
    return null;
  }
  try {
    return await getOrderVoucherForPrintOrThrow(order, key, voucher);
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return null;
    throw error;
  }
}

/** A voucher ready to print, for the buyer who holds the receipt link; anyone else finds nothing. */
export default async function VoucherPrintPage({ params, searchParams }: VoucherPrintPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { order, key, voucher: voucherId } = await searchParams;
  const t = await getTranslations('modules.orderSuccess');
  const voucher = await readVoucher(order, key, voucherId);
  if (!voucher) notFound();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-3xl font-extrabold">{t('printTitle')}</h1>
        <a href={`/api/orders/voucher-pdf?${new URLSearchParams({ order: String(order), key: String(key), voucher: String(voucherId) })}`} className={getButtonClassName('secondary', 'md')}>
          {t('downloadPdf')}
        </a>
      </div>
      <PrintableVoucherCard voucher={voucher} qrSvg={await renderVoucherQrSvg(voucher.activationUrl)} />
    </div>
  );
}
