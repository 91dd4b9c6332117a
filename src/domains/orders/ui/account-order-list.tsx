import { getLocale, getFormatter, getTranslations } from 'next-intl/server';
import { accountLinkClassName } from '@/domains/accounts/ui/account-section';
import { formatMoney } from '@/lib/money';
import type { CustomerOrder } from '../schemas';

/** The account page's orders, each paid one with its receipt link. */
export async function AccountOrderList({ orders }: { orders: CustomerOrder[] }) {
  const locale = await getLocale();
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
              <a href={order.receiptPath} className={accountLinkClassName}>
                {t('receipt', { number: order.number })}
              </a>
            ) : null}
          </div>
          <div className="text-right">
            <p className="font-bold">{formatMoney(order.totalCents, locale)}</p>
            <p className="text-sm text-muted">{t(`status.${order.status}`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
