import { getLocale, getFormatter, getTranslations } from 'next-intl/server';
import { StaffText } from '@/components/ui/staff-text';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import type { OrderReceipt } from '../schemas';
import { ClearCart } from './clear-cart';
import { VoucherRedirectForm } from './voucher-redirect-form';

/** The order-success page's content: a server component, since a receipt is read, not edited. */
export async function OrderReceiptView({ receipt }: { receipt: OrderReceipt }) {
  const locale = await getLocale();
  const [t, tOrder, format] = await Promise.all([getTranslations('modules.orderSuccess'), getTranslations('modules.order'), getFormatter()]);
  return (
    <div className="flex flex-col gap-8">
      <ClearCart />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
        <p>{t('intro', { number: receipt.number, email: receipt.email })}</p>
      </header>
      <section aria-labelledby="vouchers-heading" className="flex flex-col gap-3">
        <h2 id="vouchers-heading" className="text-xl font-extrabold">
          {t('vouchersHeading')}
        </h2>
        <ul className="flex flex-col divide-y divide-black/10 rounded-lg border border-black/10">
          {receipt.vouchers.map((voucher) => (
            <li key={voucher.id} className="flex flex-col gap-1 p-4">
              <StaffText as="p" untranslated={voucher.untranslated.includes('title')} className="font-semibold">
                {voucher.title}
              </StaffText>
              <p>{t('valueFor', { value: formatMoney(voucher.valueCents, locale), name: voucher.recipientName ?? '' })}</p>
              <p className="text-sm text-muted">{t('certificateEnding', { last4: voucher.certificateLast4 })}</p>
              <Link href={voucher.printPath} className="text-sm font-semibold text-brand-dark underline underline-offset-4">
                {t('printVoucher', { title: voucher.title })}
              </Link>
              <p className="text-sm font-medium">
                {t(`status.${voucher.delivery.status}`, {
                  email: voucher.delivery.to,
                  date: voucher.delivery.at
                    ? format.dateTime(voucher.delivery.at, {
                        year: 'numeric',
                        month: 'short',
                        day: 'numeric',
                        hour: 'numeric',
                        minute: '2-digit',
                        timeZoneName: 'short',
                        timeZone: voucher.delivery.timeZone,
                      })
                    : '',
                })}
              </p>
              {voucher.delivery.status === 'sent' ? null : (
                <VoucherRedirectForm orderNumber={receipt.number} accessKey={receipt.accessKey} voucherId={voucher.id} title={voucher.title} />
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="next-heading" className="flex flex-col gap-2">
        <h2 id="next-heading" className="text-xl font-extrabold">
          {t('nextHeading')}
        </h2>
        <p className="max-w-2xl">{t('nextSteps')}</p>
      </section>
      <section aria-labelledby="payment-heading" className="flex max-w-sm flex-col gap-2">
        <h2 id="payment-heading" className="text-xl font-extrabold">
          {t('summaryHeading')}
        </h2>
        <dl className="flex flex-col gap-1 text-sm">
          <div className="flex justify-between">
            <dt>{tOrder('subtotal')}</dt>
            <dd>{formatMoney(receipt.subtotalCents, locale)}</dd>
          </div>
          {receipt.discountCents > 0 ? (
            <div className="flex justify-between">
              <dt>{receipt.couponCode}</dt>
              <dd>−{formatMoney(receipt.discountCents, locale)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between text-lg font-bold">
            <dt>{tOrder('total')}</dt>
            <dd>{formatMoney(receipt.totalCents, locale)}</dd>
          </div>
        </dl>
      </section>
      <Link href="/gift" className="self-start font-semibold text-brand-dark underline underline-offset-4">
        {t('continueShopping')}
      </Link>
    </div>
  );
}
