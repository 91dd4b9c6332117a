'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminLoadState, describeAdminError } from '@/components/admin/admin-query-frame';
import { describeRequestWait } from '@/domains/bookings/lib/request-wait';
import { requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { dashboardSchema, type Dashboard } from '../schemas';

const dashboardAnswerSchema = z.object({ data: dashboardSchema });

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-lg border border-black/10 bg-white p-5">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-muted">
        {title}
      </h2>
      <div className="mt-3 flex-1">{children}</div>
      {action ? <div className="mt-4 text-sm">{action}</div> : null}
    </section>
  );
}

/** A labelled figure pair: today beside this month. */
function Figures({ rows }: { rows: { label: string; today: string; month: string }[] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-xs text-muted">
          <th scope="col" className="pb-1 font-medium">
            <span className="sr-only">Figure</span>
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            Today
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            This month
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-black/5">
            <th scope="row" className="py-2 font-medium">
              {row.label}
            </th>
            <td className="py-2 text-right text-lg font-bold tabular-nums">{row.today}</td>
            <td className="py-2 text-right text-lg font-bold tabular-nums">{row.month}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BookingRequestsCard({ requests, now }: { requests: Dashboard['bookingRequests']; now: Date }) {
  const wait = requests.oldestRequestedAt ? describeRequestWait(requests.oldestRequestedAt, now) : null;
  const tone = wait?.urgency === 'overdue' ? 'text-red-800' : wait?.urgency === 'late' ? 'text-amber-800' : 'text-ink';
  return (
    <Card title="Booking requests" action={<Link href="/admin/bookings" className="font-medium text-brand underline underline-offset-4">Answer the requests</Link>}>
      <p className="text-3xl font-bold tabular-nums" data-testid="pending-requests">
        {requests.pending}
      </p>
      <p className="text-sm text-muted">waiting for an answer</p>
      {wait ? (
        <p className={`mt-2 text-sm font-semibold ${tone}`}>
          The oldest has waited {wait.label}
          {wait.urgency === 'overdue' ? ', past the 3-day promise' : wait.urgency === 'late' ? ', past 24 hours' : ''}.
        </p>
      ) : null}
    </Card>
  );
}

/** The back office's landing page: today and this month on the shop's clock, what waits for staff, and what the shop owes. */
export function DashboardView() {
  const query = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => requestAdminApi('/api/admin/dashboard', dashboardAnswerSchema),
    refetchInterval: 60_000,
  });

  const header = <AdminPageHeader title="Dashboard" description="Sales, vouchers and what is waiting for you, on the shop’s clock (Toronto)." />;
  if (!query.isSuccess) {
    return (
      <>
        {header}
        <AdminLoadState error={query.isError ? describeAdminError(query.error, 'The dashboard could not be loaded. Check your connection and try again.') : null} />
      </>
    );
  }

  const { data } = query.data;
  const now = new Date(query.dataUpdatedAt);
  return (
    <>
      {header}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Card title="Sales" action={<Link href="/admin/orders" className="font-medium text-brand underline underline-offset-4">See the orders</Link>}>
          <Figures
            rows={[
              { label: 'Orders', today: String(data.sales.today.orders), month: String(data.sales.month.orders) },
              { label: 'Revenue', today: formatMoney(data.sales.today.revenueCents, STAFF_LOCALE), month: formatMoney(data.sales.month.revenueCents, STAFF_LOCALE) },
            ]}
          />
        </Card>
        <Card title="Vouchers">
          <Figures
            rows={[
              { label: 'Sold', today: String(data.vouchers.today.sold), month: String(data.vouchers.month.sold) },
              { label: 'Activated', today: String(data.vouchers.today.activated), month: String(data.vouchers.month.activated) },
            ]}
          />
        </Card>
        <BookingRequestsCard requests={data.bookingRequests} now={now} />
        <Card
          title="Outstanding liability"
          action={<Link href="/admin/reports/liability" className="font-medium text-brand underline underline-offset-4">Open the liability report</Link>}
        >
          <p className="text-3xl font-bold tabular-nums">{formatMoney(data.liability.totalCents, STAFF_LOCALE)}</p>
          <p className="text-sm text-muted">owed to customers; vouchers and balances never expire</p>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>
              {data.liability.vouchers.count} {data.liability.vouchers.count === 1 ? 'voucher' : 'vouchers'} not activated
            </dt>
            <dd className="text-right tabular-nums">{formatMoney(data.liability.vouchers.valueCents, STAFF_LOCALE)}</dd>
            <dt>
              Balances of {data.liability.balances.customers} {data.liability.balances.customers === 1 ? 'customer' : 'customers'}
            </dt>
            <dd className="text-right tabular-nums">{formatMoney(data.liability.balances.balanceCents, STAFF_LOCALE)}</dd>
          </dl>
        </Card>
        <Card title="Newest subscribers">
          <p className="text-sm text-muted">
            {data.subscribers.total} subscribed, {data.subscribers.thisMonth} joined this month
          </p>
          {data.subscribers.newest.length === 0 ? (
            <p className="mt-2 text-sm">No one has subscribed yet.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {data.subscribers.newest.map((subscriber) => (
                <li key={subscriber.id} className="flex flex-wrap justify-between gap-x-3">
                  <span className="break-all">{subscriber.email}</span>
                  <span className="text-muted">{formatAdminDateTime(subscriber.subscribedAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <p className="mt-4 text-xs text-muted">Figures for {data.date}, updated {formatAdminDateTime(now.toISOString())}</p>
    </>
  );
}
