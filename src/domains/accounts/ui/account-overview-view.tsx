import { getLocale, getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import type { BalanceHistoryEntry, BalanceHistoryPage, CustomerAccount } from '../server/account-service';
import { AccountEmptyState, AccountSection, accountLinkClassName } from './account-section';
import { CustomerProfileForm } from './customer-profile-form';
import { PasswordChangeForm } from './password-change-form';
import { SignOutEverywhereButton } from './sign-out-everywhere-button';

/** Signed amounts: a credit reads "+$150.00", a debit "−$60.00" (a real minus sign). */
function formatSignedMoney(cents: number, locale: string): string {
  return cents < 0 ? `−${formatMoney(-cents, locale)}` : `+${formatMoney(cents, locale)}`;
}

async function describeCause(entry: BalanceHistoryEntry): Promise<string> {
  const t = await getTranslations('modules.account.history');
  if (entry.certificateLast4) return t('causeVoucher', { last4: entry.certificateLast4 });
  if (entry.bookingReference) return t('causeBooking', { reference: entry.bookingReference });
  if (entry.orderNumber) return t('causeOrder', { number: entry.orderNumber });
  return entry.staffReason ?? entry.reference;
}

async function BalanceHistory({ history }: { history: BalanceHistoryPage }) {
  const locale = await getLocale();
  const [t, format] = await Promise.all([getTranslations('modules.account.history'), getFormatter()]);
  if (history.total === 0) return <AccountEmptyState text={t('empty')} href="/voucher/activation" linkText={t('emptyLink')} />;
  const causes = await Promise.all(history.entries.map(describeCause));
  return (
    <>
      <ol className="divide-y divide-black/10" aria-label={t('listLabel')}>
        {history.entries.map((entry, index) => (
          // Two columns at every width: on a phone the amount stays at the end of its row instead of wrapping under the text.
          <li key={entry.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 py-3" data-testid="balance-entry">
            <div className="min-w-0 break-words">
              <p className="font-semibold">{t(`kinds.${entry.kind}`)}</p>
              <p className="text-sm text-muted">{causes[index]}</p>
              <p className="text-sm text-muted">
                <time dateTime={entry.createdAt.toISOString()}>{format.dateTime(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' })}</time>
              </p>
            </div>
            <div className="text-right">
              <p className={entry.amountCents < 0 ? 'font-bold' : 'font-bold text-green-800'}>{formatSignedMoney(entry.amountCents, locale)}</p>
              <p className="text-sm text-muted">{t('balanceAfter', { amount: formatMoney(entry.balanceAfterCents, locale) })}</p>
            </div>
          </li>
        ))}
      </ol>
      {history.pageCount > 1 ? (
        <nav aria-label={t('pagesLabel')} className="mt-4 flex flex-wrap items-center gap-4">
          {history.page > 1 ? (
            <Link href={`/account?history=${history.page - 1}#balance-heading`} className={accountLinkClassName}>
              {t('newer')}
            </Link>
          ) : null}
          <span className="text-sm text-muted">{t('page', { page: history.page, count: history.pageCount })}</span>
          {history.page < history.pageCount ? (
            <Link href={`/account?history=${history.page + 1}#balance-heading`} className={accountLinkClassName}>
              {t('older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** What other areas show on the account page, composed by the page (src/shell/account). */
export type AccountAreaSections = {
  vouchersReceived: ReactNode;
  vouchersBought: ReactNode;
  orders: ReactNode;
  bookings: ReactNode;
  loveList: ReactNode;
};

/** SPEC §2 account page body: profile, balance and its history, then vouchers, orders, bookings and love list from their areas. */
export async function AccountOverviewView({
  account,
  history,
  sections,
  actions,
}: {
  account: CustomerAccount;
  history: BalanceHistoryPage;
  sections: AccountAreaSections;
  actions: ReactNode;
}) {
  const locale = await getLocale();
  const t = await getTranslations('modules.account');
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
              {formatMoney(account.balanceCents, locale)}
            </p>
            <p className="mb-4 text-muted">{t('balanceNote')}</p>
            <Link href="/booking" className={getButtonClassName('primary', 'md', 'mb-6 min-h-11')}>
              {t('bookWithBalance')}
            </Link>
            <h3 className="mb-2 text-lg font-bold">{t('history.title')}</h3>
            <BalanceHistory history={history} />
          </AccountSection>

          <AccountSection id="vouchers-received-heading" title={t('vouchers.receivedTitle')}>
            {sections.vouchersReceived}
          </AccountSection>
          <AccountSection id="vouchers-bought-heading" title={t('vouchers.boughtTitle')}>
            {sections.vouchersBought}
          </AccountSection>
          <AccountSection id="orders-heading" title={t('orders.title')}>
            {sections.orders}
          </AccountSection>
          <AccountSection id="bookings-heading" title={t('bookings.title')}>
            {sections.bookings}
          </AccountSection>
        </div>

        <div className="flex flex-col gap-6">
          <AccountSection id="account-profile-heading" title={t('profileTitle')}>
            <CustomerProfileForm profile={{ firstName: account.firstName, lastName: account.lastName, phone: account.phone ?? '', email: account.email }} />
          </AccountSection>
          <AccountSection id="account-password-heading" title={t('passwordTitle')}>
            <PasswordChangeForm />
          </AccountSection>
          <AccountSection id="account-sessions-heading" title={t('sessionsTitle')}>
            <p className="mb-4 text-muted">{t('signOutEverywhere.intro')}</p>
            <SignOutEverywhereButton />
          </AccountSection>
          <AccountSection id="love-list-heading" title={t('loveList.title')}>
            {sections.loveList}
          </AccountSection>
        </div>
      </div>
    </div>
  );
}
