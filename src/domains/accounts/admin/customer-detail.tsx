'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminLoadState } from '@/components/admin/admin-query-frame';
import { AdminPagination } from '@/components/admin/admin-list-controls';
import { DataTable } from '@/components/admin/data-table';
import { Button } from '@/components/ui/button';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { loginLinkAnswerSchema, staffCustomerDetailAnswerSchema, type StaffCustomerDetail, type StaffCustomerVoucher } from '../schemas';
import { BalanceAdjustmentForm } from './balance-adjustment-form';
import { formatAdminDate, formatAdminDateTime } from '@/components/admin/admin-date-time';

type LedgerEntry = StaffCustomerDetail['ledger']['entries'][number];
type Booking = StaffCustomerDetail['bookings'][number];
type Order = StaffCustomerDetail['orders'][number];

/** The ledger's page size (accounts' listBalanceHistory). */
const LEDGER_PAGE_SIZE = 20;

const entryKindLabels: Record<LedgerEntry['kind'], string> = {
  VOUCHER_ACTIVATION: 'Voucher activated',
  BOOKING_DEBIT: 'Booking',
  REFUND: 'Refund',
  EXCHANGE_REMAINDER: 'Exchange remainder',
  STAFF_ADJUSTMENT: 'Staff adjustment',
};

function signedMoney(cents: number): string {
  return cents > 0 ? `+${formatMoney(cents, STAFF_LOCALE)}` : `−${formatMoney(-cents, STAFF_LOCALE)}`;
}

/** What caused a movement: the voucher, booking or order behind it. */
function describeSource(entry: LedgerEntry): string {
  const sources = [
    entry.certificateLast4 ? `Voucher …${entry.certificateLast4}` : null,
    entry.bookingReference ? `Booking ${entry.bookingReference}` : null,
    entry.orderNumber ? `Order ${entry.orderNumber}` : null,
  ].filter(Boolean);
  return sources.join(', ') || '—';
}

const ledgerColumns: ColumnDef<LedgerEntry, unknown>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => <span className="whitespace-nowrap">{formatAdminDateTime(row.original.createdAt)}</span> },
  { id: 'kind', header: 'Kind', cell: ({ row }) => entryKindLabels[row.original.kind] },
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => <span className="whitespace-nowrap font-semibold tabular-nums">{signedMoney(row.original.amountCents)}</span>,
  },
  { id: 'after', header: 'Balance after', cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.balanceAfterCents, STAFF_LOCALE)}</span> },
  { id: 'reason', header: 'Reason', cell: ({ row }) => <span className="break-words">{row.original.reason ?? '—'}</span> },
  { id: 'source', header: 'Voucher, booking or order', cell: ({ row }) => describeSource(row.original) },
];

const voucherColumns: ColumnDef<StaffCustomerVoucher, unknown>[] = [
  { id: 'certificate', header: 'Certificate', cell: ({ row }) => <span className="font-mono">…{row.original.certificateLast4}</span> },
  { id: 'gift', header: 'Gift', cell: ({ row }) => row.original.giftTitle ?? '—' },
  { id: 'value', header: 'Value', cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.valueCents, STAFF_LOCALE)}</span> },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.status.toLowerCase() },
  {
    id: 'recipient',
    header: 'Recipient',
    cell: ({ row }) => [row.original.recipientName, row.original.recipientEmail].filter(Boolean).join(', ') || '—',
  },
  { id: 'created', header: 'Bought', cell: ({ row }) => formatAdminDate(row.original.createdAt) },
  { id: 'activated', header: 'Activated', cell: ({ row }) => (row.original.activatedAt ? formatAdminDate(row.original.activatedAt) : '—') },
];

const bookingColumns: ColumnDef<Booking, unknown>[] = [
  { id: 'reference', header: 'Reference', cell: ({ row }) => <span className="font-mono">{row.original.reference}</span> },
  { id: 'experience', header: 'Experience', cell: ({ row }) => row.original.title },
  {
    id: 'when',
    header: 'When',
    cell: ({ row }) => `${row.original.travelDate}${row.original.startTime ? ` ${row.original.startTime}` : ''} (${row.original.timeZone})`,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.status.toLowerCase() },
  { id: 'total', header: 'Total', cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.totalCents, STAFF_LOCALE)}</span> },
];

const orderColumns: ColumnDef<Order, unknown>[] = [
  { id: 'number', header: 'Order', cell: ({ row }) => <span className="font-mono">{row.original.number}</span> },
  { id: 'date', header: 'Date', cell: ({ row }) => formatAdminDate(row.original.createdAt) },
  { id: 'items', header: 'Items', cell: ({ row }) => row.original.itemCount },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.status.toLowerCase() },
  { id: 'total', header: 'Total', cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.totalCents, STAFF_LOCALE)}</span> },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * "Log in as this user": asks for a single-use link and opens it in a new tab. The tab is opened
 * within the click, so browsers do not block it as a pop-up, and pointed at the link once it exists.
 */
function LoginAsButton({ customerId }: { customerId: string }) {
  const loginLink = useMutation({
    mutationFn: () => requestAdminApi(`/api/admin/users/${customerId}/login-link`, loginLinkAnswerSchema, adminJsonRequest('POST')),
  });

  async function openAsCustomer(): Promise<void> {
    const tab = window.open('', '_blank');
    try {
      const { url } = await loginLink.mutateAsync();
      if (!tab) {
        toast.error('The browser blocked the new tab. Allow pop-ups for the back office and try again.');
        return;
      }
      // The shop's tab must not reach back into the back office.
      tab.opener = null;
      tab.location.href = url;
    } catch (error) {
      tab?.close();
      toast.error(error instanceof Error ? error.message : 'The login link could not be made.');
    }
  }

  return (
    <Button variant="secondary" loading={loginLink.isPending} onClick={openAsCustomer}>
      Log in as this user
    </Button>
  );
}

/** /admin/users/{id}: one customer's profile, balance with its ledger and adjustments, vouchers, bookings and orders. */
export function CustomerDetail({ customerId }: { customerId: string }) {
  const [ledgerPage, setLedgerPage] = useState(1);
  const detail = useQuery({
    queryKey: ['admin', 'users', customerId, ledgerPage],
    queryFn: async () => (await requestAdminApi(`/api/admin/users/${customerId}?ledger_page=${ledgerPage}`, staffCustomerDetailAnswerSchema)).data,
    placeholderData: (previous) => previous,
  });

  const backLink = (
    <Link href="/admin/users" className="text-sm font-semibold text-brand-dark underline-offset-4 hover:underline">
      ← All users
    </Link>
  );

  if (!detail.data) {
    return (
      <>
        {backLink}
        <AdminPageHeader title="User" />
        <AdminLoadState error={detail.error ? detail.error.message : null} />
      </>
    );
  }

  const { profile, ledger, vouchers, bookings, orders } = detail.data;
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  return (
    <>
      {backLink}
      <AdminPageHeader title={name} description={profile.email} actions={<LoginAsButton customerId={customerId} />} />

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="profile-heading" className="rounded-lg border border-black/10 bg-white p-5">
          <h2 id="profile-heading" className="mb-3 text-lg font-bold">
            Profile
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold">Balance</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="customer-balance">
              {formatMoney(profile.balanceCents, STAFF_LOCALE)}
            </dd>
            <dt className="font-semibold">E-mail</dt>
            <dd className="break-all">{profile.email}</dd>
            <dt className="font-semibold">Phone</dt>
            <dd>{profile.phone ?? '—'}</dd>
            <dt className="font-semibold">Joined</dt>
            <dd>{formatAdminDate(profile.createdAt)}</dd>
          </dl>
        </section>
        <section aria-labelledby="adjust-heading" className="rounded-lg border border-black/10 bg-white p-5">
          <h2 id="adjust-heading" className="mb-3 text-lg font-bold">
            Adjust balance
          </h2>
          <BalanceAdjustmentForm customerId={customerId} customerName={name} balanceCents={profile.balanceCents} />
        </section>
      </div>

      <Section id="ledger-heading" title="Balance history">
        <DataTable
          caption="Balance history, newest first"
          columns={ledgerColumns}
          rows={ledger.entries}
          isLoading={detail.isFetching}
          error={detail.error ? detail.error.message : null}
          empty="No balance movements yet."
          getRowId={(row) => row.id}
        />
        <AdminPagination page={ledger.page} perPage={LEDGER_PAGE_SIZE} total={ledger.total} onPage={setLedgerPage} />
      </Section>

      <Section id="received-heading" title="Vouchers received">
        <DataTable caption="Vouchers received" columns={voucherColumns} rows={vouchers.received} isLoading={false} error={null} empty="No vouchers activated." getRowId={(row) => row.id} />
      </Section>
      <Section id="bought-heading" title="Vouchers bought">
        <DataTable caption="Vouchers bought" columns={voucherColumns} rows={vouchers.bought} isLoading={false} error={null} empty="No vouchers bought." getRowId={(row) => row.id} />
      </Section>
      <Section id="bookings-heading" title="Bookings">
        <DataTable caption="Bookings" columns={bookingColumns} rows={bookings} isLoading={false} error={null} empty="No bookings." getRowId={(row) => row.reference} />
      </Section>
      <Section id="orders-heading" title="Orders">
        <DataTable caption="Orders" columns={orderColumns} rows={orders} isLoading={false} error={null} empty="No orders." getRowId={(row) => row.number} />
      </Section>
    </>
  );
}
