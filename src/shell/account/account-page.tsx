import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountOverviewView } from '@/domains/accounts/ui/account-overview-view';
import { AccountEmptyState, accountLinkClassName } from '@/domains/accounts/ui/account-section';
import { AccountBookingList } from '@/domains/bookings/ui/account-booking-list';
import { AccountOrderList } from '@/domains/orders/ui/account-order-list';
import { AccountVoucherList } from '@/domains/vouchers/ui/account-voucher-list';
import { Link } from '@/i18n/navigation';
import type { AccountOverview } from './account-overview';

/** SPEC §2 account page: the accounts area's frame with each area's own list in it. */
export async function AccountPageBody({ overview, actions }: { overview: AccountOverview; actions: ReactNode }) {
  const t = await getTranslations('modules.account');
  const { vouchers, orders, bookings } = overview;
  return (
    <AccountOverviewView
      account={overview.account}
      history={overview.history}
      actions={actions}
      sections={{
        vouchersReceived:
          vouchers.activated.length === 0 ? (
            <AccountEmptyState text={t('vouchers.receivedEmpty')} href="/voucher/activation" linkText={t('vouchers.receivedEmptyLink')} />
          ) : (
            <AccountVoucherList vouchers={vouchers.activated} showRecipient={false} />
          ),
        vouchersBought:
          vouchers.purchased.length === 0 ? (
            <AccountEmptyState text={t('vouchers.boughtEmpty')} href="/gift" linkText={t('vouchers.boughtEmptyLink')} />
          ) : (
            <AccountVoucherList vouchers={vouchers.purchased} showRecipient />
          ),
        orders: orders.length === 0 ? <AccountEmptyState text={t('orders.empty')} href="/gift" linkText={t('orders.emptyLink')} /> : <AccountOrderList orders={orders} />,
        bookings:
          bookings.length === 0 ? (
            <AccountEmptyState text={t('bookings.empty')} href="/booking" linkText={t('bookings.emptyLink')} />
          ) : (
            <AccountBookingList bookings={bookings} />
          ),
        loveList: (
          <>
            <p className="text-muted">{t('loveList.count', { count: overview.loveListCount })}</p>
            <Link href="/love-list" className={accountLinkClassName}>
              {t('loveList.link')}
            </Link>
          </>
        ),
      }}
    />
  );
}
