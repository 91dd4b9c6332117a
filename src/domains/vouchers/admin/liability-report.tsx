'use client';

import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminQueryFrame, describeAdminError } from '@/components/admin/admin-query-frame';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { liabilityReportSchema, type LiabilityMonth, type LiabilityReport } from '../staff-schemas';
import { SALES_QUERY_KEY } from './voucher-panel';

const monthColumns: { key: keyof Omit<LiabilityMonth, 'month'>; label: string }[] = [
  { key: 'vouchersIssuedCents', label: 'Vouchers issued' },
  { key: 'vouchersActivatedCents', label: 'Activated' },
  { key: 'vouchersCancelledCents', label: 'Voided or refunded' },
  { key: 'outstandingVouchersCents', label: 'Vouchers owed at month end' },
  { key: 'balanceCreditsCents', label: 'Balance credits' },
  { key: 'balanceDebitsCents', label: 'Balance debits' },
  { key: 'customerBalancesCents', label: 'Balances owed at month end' },
  { key: 'liabilityCents', label: 'Liability at month end' },
];

function formatMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, index - 1, 1)));
}

function Figure({ label, cents, detail }: { label: string; cents: number; detail?: string }) {
  return (
    <div className="rounded-lg border border-black/10 bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{formatMoney(cents, STAFF_LOCALE)}</dd>
      {detail ? <dd className="text-sm text-muted">{detail}</dd> : null}
    </div>
  );
}

/**
 * /admin/reports/liability: what the shop owes. Vouchers never expire, so every voucher not yet
 * activated is owed, and so is every customer's balance; each month shows what moved and what
 * was owed at its end.
 */
export function LiabilityReportView() {
  const query = useQuery({ queryKey: [SALES_QUERY_KEY, 'liability'], queryFn: () => requestAdminApi('/api/admin/reports/liability', liabilityReportSchema) });
  return (
    <>
      <AdminPageHeader
        title="Liability report"
        description="Vouchers issued but not activated, plus customer balances: what the shop owes, by month (Toronto time)."
        actions={
          <a href="/api/admin/reports/liability.csv" download className={getButtonClassName('primary', 'sm')}>
            Download CSV
          </a>
        }
      />
      <AdminQueryFrame query={query} describeError={(error) => describeAdminError(error, 'The report could not be loaded.')}>
        {(report) => <LiabilityFigures report={report} />}
      </AdminQueryFrame>
    </>
  );
}

/** The report once loaded: today's totals, then every month, newest first. */
function LiabilityFigures({ report }: { report: LiabilityReport }) {
  const newestFirst = [...report.data].reverse();
  return (
    <>
      <dl className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Owed today" cents={report.totals.liabilityCents} />
        <Figure
          label="Vouchers not yet activated"
          cents={report.totals.outstandingVouchersCents}
          detail={`${report.totals.outstandingVoucherCount} voucher${report.totals.outstandingVoucherCount === 1 ? '' : 's'}`}
        />
        <Figure label="Customer balances" cents={report.totals.customerBalancesCents} />
        <Figure
          label="Held by open group gifts"
          cents={report.totals.openGroupGiftsCents}
          detail={`${report.totals.openGroupGiftCount} group gift${report.totals.openGroupGiftCount === 1 ? '' : 's'}`}
        />
      </dl>
      {newestFirst.length === 0 ? (
        <p className="rounded-lg border border-black/10 bg-white px-4 py-8 text-center text-muted">Nothing is owed yet: no voucher has been issued and no balance credited.</p>
      ) : (
        // Focusable, so the table can be scrolled sideways with the keyboard on a phone.
        <div role="region" aria-label="Liability by month" tabIndex={0} className="overflow-x-auto rounded-lg border border-black/10 bg-white">
          <table className="w-full min-w-[56rem] border-collapse text-right text-sm">
            <caption className="sr-only">Liability by month, newest first</caption>
            <thead className="bg-slate-100 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-3 text-left font-semibold">
                  Month
                </th>
                {monthColumns.map((column) => (
                  <th key={column.key} scope="col" className="px-3 py-3 font-semibold">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((month) => (
                <tr key={month.month} className="border-t border-black/5">
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {formatMonth(month.month)}
                  </th>
                  {monthColumns.map((column) => (
                    <td key={column.key} className={`px-3 py-2 tabular-nums ${column.key === 'liabilityCents' ? 'font-bold' : ''}`}>
                      {formatMoney(month[column.key], STAFF_LOCALE)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
