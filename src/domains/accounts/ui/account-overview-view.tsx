import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { formatBookingStart } from '@/domains/bookings/lib/booking-time-label';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import type { AccountOverview } from '../server/account-overview';
import type { BalanceHistoryEntry } from '../server/account-service';
import { CustomerProfileForm } from './customer-profile-form';
import { PasswordChangeForm } from './password-change-form';

const linkClassName = 'inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4';

function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-black/10 p-5 sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-extrabold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function EmptyState({ text, href, linkText }: { text: string; href: string; linkText: string }) {
  return (
    <div className="space-y-1">
      <p className="text-muted">{text}</p>
      <Link href={href} className={linkClassName}>
        {linkText}
      </Link>
    </div>
  );
}

/** Signed amounts: a credit reads "+$150.00", a debit "−$60.00" (a real minus sign). */
function formatSignedMoney(cents: number): string {
  return cents < 0 ? `−${formatMoney(-cents)}` : `+${formatMoney(cents)}`;
}

async function describeCause(entry: BalanceHistoryEntry): Promise<string> {
  const t = await getTranslations('modules.account.history');
  if (entry.certificateLast4) return t('causeVoucher', { last4: entry.certificateLast4 });
  if (entry.bookingReference) return t('causeBooking', { reference: entry.bookingReference });
  if (entry.orderNumber) return t('causeOrder', { number: entry.orderNumber });
  return entry.staffReason ?? entry.reference;
}

async function BalanceHistory({ history }: { history: AccountOverview['history'] }) {
  const [t, format] = await Promise.all([getTranslations('modules.account.history'), getFormatter()]);
  if (history.total === 0) return <EmptyState text={t('empty')} href="/voucher/activation" linkText={t('emptyLink')} />;
  const causes = await Promise.all(history.entries.map(describeCause));
  return (
    <>
      <ol className="divide-y divide-black/10" aria-label={t('listLabel')}>
        {history.entries.map((entry, index) => (
          <li key={entry.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 py-3" data-testid="balance-entry">
            <div className="min-w-0">
              <p className="font-semibold">{t(`kinds.${entry.kind}`)}</p>
              <p className="text-sm text-muted">{causes[index]}</p>
              <p className="text-sm text-muted">
                <time dateTime={entry.createdAt.toISOString()}>{format.dateTime(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' })}</time>
              </p>
            </div>
            <div className="text-right">
              <p className={entry.amountCents < 0 ? 'font-bold' : 'font-bold text-green-800'}>{formatSignedMoney(entry.amountCents)}</p>
              <p className="text-sm text-muted">{t('balanceAfter', { amount: formatMoney(entry.balanceAfterCents) })}</p>
            </div>
          </li>
        ))}
      </ol>
      {history.pageCount > 1 ? (
        <nav aria-label={t('pagesLabel')} className="mt-4 flex flex-wrap items-center gap-4">
          {history.page > 1 ? (
            <Link href={`/account?history=${history.page - 1}#balance-heading`} className={linkClassName}>
              {t('newer')}
            </Link>
          ) : null}
          <span className="text-sm text-muted">{t('page', { page: history.page, count: history.pageCount })}</span>
          {history.page < history.pageCount ? (
            <Link href={`/account?history=${history.page + 1}#balance-heading`} className={linkClassName}>
              {t('older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

async function VoucherList({ vouchers, showRecipient }: { vouchers: AccountOverview['vouchers']['activated']; showRecipient: boolean }) {
  const [t, format] = await Promise.all([getTranslations('modules.account.vouchers'), getFormatter()]);
  return (
    <ul className="divide-y divide-black/10">
      {vouchers.map((voucher) => (
        <li key={voucher.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="font-semibold">{voucher.giftTitle ?? t('giftCard')}</p>
            <p className="text-sm text-muted">{t('ending', { last4: voucher.certificateLast4 })}</p>
            {showRecipient && voucher.recipientName ? <p className="text-sm text-muted">{t('recipient', { name: voucher.recipientName })}</p> : null}
            {voucher.activatedAt ? (
              <p className="text-sm text-muted">{t('activatedOn', { date: format.dateTime(voucher.activatedAt, { dateStyle: 'medium', timeZone: 'America/Toronto' }) })}</p>
            ) : null}
          </div>
          <div className="text-right">
            <p className="font-bold">{formatMoney(voucher.valueCents)}</p>
            <p className="text-sm text-muted">{t(`status.${voucher.status}`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

async function OrderList({ orders }: { orders: AccountOverview['orders'] }) {
  const [t, format] = await Promise.all([getTranslations('modules.account.orders'), getFormatter()]);
  return (
    <ul className="divide-y divide-black/10">
      {orders.map((order) => (
        <li key={order.number} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="font-semibold">{t('number', { number: order.number })}</p>
            <p className="text-sm text-muted">
              {format.dateTime(order.createdAt, { dateStyle: 'medium', timeZone: 'America/Toronto' })} · {t('items', { count: order.itemCount })}
            </p>
            {order.receiptPath ? (
              <a href={order.receiptPath} className={linkClassName}>
                {t('receipt', { number: order.number })}
              </a>
            ) : null}
          </div>
          <div className="text-right">
            <p className="font-bold">{formatMoney(order.totalCents)}</p>
            <p className="text-sm text-muted">{t(`status.${order.status}`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

async function BookingList({ bookings }: { bookings: AccountOverview['bookings'] }) {
  const [t, locale] = await Promise.all([getTranslations('modules.account.bookings'), getLocale()]);
  return (
    <ul className="divide-y divide-black/10" aria-label={t('listLabel')}>
      {bookings.map((booking) => (
        <li key={booking.reference} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 py-3" data-testid="account-booking">
          <div className="min-w-0">
            <p className="font-semibold">{booking.title}</p>
            <p className="text-sm text-muted">{formatBookingStart(locale, booking)}</p>
            <Link href={`/booking/confirmation?reference=${encodeURIComponent(booking.reference)}`} className={linkClassName} aria-label={t('view', { reference: booking.reference })}>
              {t('reference', { reference: booking.reference })}
            </Link>
          </div>
          <div className="text-right">
            <p className="font-bold">{t('total', { amount: formatMoney(booking.totalCents) })}</p>
            <p className="text-sm text-muted">{t(`status.${booking.status}`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 account page body: profile, balance and its history, vouchers, orders, bookings, love list. */
export async function AccountOverviewView({ overview, actions }: { overview: AccountOverview; actions: ReactNode }) {
  const t = await getTranslations('modules.account');
  const { account, history, vouchers, orders } = overview;
  return (
    <div className="container-page py-10">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
          <p className="mt-1 text-lg text-muted">{t('greeting', { name: account.firstName })}</p>
        </div>
        {actions}
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <AccountSection id="balance-heading" title={t('balanceTitle')}>
            <p className="text-3xl font-extrabold" data-testid="account-balance">
              {formatMoney(account.balanceCents)}
            </p>
            <p className="mb-4 text-muted">{t('balanceNote')}</p>
            <Link href="/booking" className={getButtonClassName('primary', 'md', 'mb-6 min-h-11')}>
              {t('bookWithBalance')}
            </Link>
            <h3 className="mb-2 text-lg font-bold">{t('history.title')}</h3>
            <BalanceHistory history={history} />
          </AccountSection>

          <AccountSection id="vouchers-received-heading" title={t('vouchers.receivedTitle')}>
            {vouchers.activated.length === 0 ? (
              <EmptyState text={t('vouchers.receivedEmpty')} href="/voucher/activation" linkText={t('vouchers.receivedEmptyLink')} />
            ) : (
              <VoucherList vouchers={vouchers.activated} showRecipient={false} />
            )}
          </AccountSection>

          <AccountSection id="vouchers-bought-heading" title={t('vouchers.boughtTitle')}>
            {vouchers.purchased.length === 0 ? (
              <EmptyState text={t('vouchers.boughtEmpty')} href="/gift" linkText={t('vouchers.boughtEmptyLink')} />
            ) : (
              <VoucherList vouchers={vouchers.purchased} showRecipient />
            )}
          </AccountSection>

          <AccountSection id="orders-heading" title={t('orders.title')}>
            {orders.length === 0 ? <EmptyState text={t('orders.empty')} href="/gift" linkText={t('orders.emptyLink')} /> : <OrderList orders={orders} />}
          </AccountSection>

          <AccountSection id="bookings-heading" title={t('bookings.title')}>
            {overview.bookings.length === 0 ? (
              <EmptyState text={t('bookings.empty')} href="/booking" linkText={t('bookings.emptyLink')} />
            ) : (
              <BookingList bookings={overview.bookings} />
            )}
          </AccountSection>
        </div>

        <div className="flex flex-col gap-6">
          <AccountSection id="account-profile-heading" title={t('profileTitle')}>
            <CustomerProfileForm profile={{ firstName: account.firstName, lastName: account.lastName, phone: account.phone ?? '', email: account.email }} />
          </AccountSection>
          <AccountSection id="account-password-heading" title={t('passwordTitle')}>
            <PasswordChangeForm />
          </AccountSection>
          <AccountSection id="love-list-heading" title={t('loveList.title')}>
            <p className="text-muted">{t('loveList.count', { count: overview.loveListCount })}</p>
            <Link href="/love-list" className={linkClassName}>
              {t('loveList.link')}
            </Link>
          </AccountSection>
        </div>
      </div>
    </div>
  );
}
