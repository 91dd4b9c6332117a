import { getLocale, getFormatter, getTranslations } from 'next-intl/server';
import { StaffText } from '@/components/ui/staff-text';
import { formatMoney } from '@/lib/money';
import type { CustomerVoucher } from '../schemas';

/** The account page's vouchers: received (activated) or bought, each with its value and status. */
export async function AccountVoucherList({ vouchers, showRecipient }: { vouchers: CustomerVoucher[]; showRecipient: boolean }) {
  const locale = await getLocale();
  const [t, format] = await Promise.all([getTranslations('modules.account.vouchers'), getFormatter()]);
  return (
    <ul className="divide-y divide-black/10">
      {vouchers.map((voucher) => (
        <li key={voucher.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 py-3">
          <div className="min-w-0">
            <StaffText as="p" untranslated={voucher.giftTitleUntranslated} className="font-semibold">
              {voucher.giftTitle ?? t('giftCard')}
            </StaffText>
            <p className="text-sm text-muted">{t('ending', { last4: voucher.certificateLast4 })}</p>
            {showRecipient && voucher.recipientName ? <p className="text-sm text-muted">{t('recipient', { name: voucher.recipientName })}</p> : null}
            {voucher.activatedAt ? (
              <p className="text-sm text-muted">{t('activatedOn', { date: format.dateTime(voucher.activatedAt, { dateStyle: 'medium', timeZone: 'America/Toronto' }) })}</p>
            ) : null}
          </div>
          <div className="text-right">
            <p className="font-bold">{formatMoney(voucher.valueCents, locale)}</p>
            <p className="text-sm text-muted">{t(`status.${voucher.status}`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
