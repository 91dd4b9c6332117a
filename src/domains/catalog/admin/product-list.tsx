'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { AdminSearchField } from '@/components/admin/admin-list-controls';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { StatusBadge } from '@/components/admin/status-badge';
import { staffLanguageName } from '@/lib/translation-input';
import { useAdminListParams } from '@/components/admin/use-admin-list-params';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { SelectField } from '@/components/ui/form-field';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { centsToDollarsText, formatMoney, parseDollarsToCents } from '@/lib/money';
import { bulkPriceAnswerSchema, staffProductRowSchema, type StaffProductRow } from '../staff-schemas';
import { formatAdminDate } from '@/components/admin/admin-date-time';

export const kindLabels: Record<StaffProductRow['kind'], string> = { GIFT_VOUCHER: 'Gift voucher', EXPERIENCE: 'Experience' };

const linkClassName = 'font-medium text-brand-dark underline underline-offset-4 hover:no-underline';

/** The list's address parameters and its answer from `GET /api/admin/products`. */
function useProductListQuery() {
  const params = useAdminListParams({ perPage: 20 });
  const kind = params.filter('kind') ?? '';
  const published = params.filter('published') ?? '';
  const query = params.apiQuery({ kind, published });
  const answer = useQuery({
    queryKey: ['admin', 'products', 'list', query],
    queryFn: () => requestAdminApi(`/api/admin/products?${query}`, adminListAnswerSchema(staffProductRowSchema)),
    placeholderData: (previous) => previous,
  });
  return { params, kind, published, answer };
}

function ProductFilters({ list }: { list: ReturnType<typeof useProductListQuery> }) {
  const id = useId();
  const { params, kind, published } = list;
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <AdminSearchField label="Search title, slug or city" value={params.search} onSearch={params.setSearch} />
      <div className="sm:w-48">
        <SelectField id={`${id}-kind`} label="Kind" value={kind} onChange={(event) => params.setFilter('kind', event.target.value || null)}>
          <option value="">All kinds</option>
          <option value="GIFT_VOUCHER">Gift vouchers</option>
          <option value="EXPERIENCE">Experiences</option>
        </SelectField>
      </div>
      <div className="sm:w-48">
        <SelectField id={`${id}-published`} label="Status" value={published} onChange={(event) => params.setFilter('published', event.target.value || null)}>
          <option value="">Published or not</option>
          <option value="true">Published</option>
          <option value="false">Unpublished</option>
        </SelectField>
      </div>
    </div>
  );
}

function emptyMessage(search: string): string {
  return search ? `No products match “${search}”.` : 'No products match these filters.';
}

function PublishedBadge({ published }: { published: boolean }) {
  return <StatusBadge label={published ? 'Published' : 'Unpublished'} tone={published ? 'success' : 'neutral'} />;
}

/** `/admin/products`: every product, found by text, kind and status, a page at a time. */
export function ProductList() {
  const list = useProductListQuery();
  const { params, answer } = list;
  const columns = useMemo<ColumnDef<StaffProductRow, unknown>[]>(
    () => [
      {
        header: 'Product',
        cell: ({ row }) => (
          <div>
            <Link href={`/admin/products/${row.original.id}`} className={linkClassName}>
              {row.original.title}
            </Link>
            <p className="text-xs text-muted">/{row.original.slug}</p>
          </div>
        ),
      },
      { header: 'Kind', cell: ({ row }) => kindLabels[row.original.kind] },
      { header: 'Price', cell: ({ row }) => formatMoney(row.original.priceCents) },
      { header: 'Status', cell: ({ row }) => <PublishedBadge published={row.original.published} /> },
      {
        header: 'Translations',
        cell: ({ row }) =>
          row.original.missingTranslations.length === 0 ? (
            <StatusBadge label="Complete" tone="success" />
          ) : (
            <StatusBadge label={`Missing ${row.original.missingTranslations.map(staffLanguageName).join(', ')}`} tone="warning" />
          ),
      },
      { header: 'City', cell: ({ row }) => row.original.city ?? '—' },
      { header: 'Last edited', cell: ({ row }) => formatAdminDate(row.original.updatedAt) },
    ],
    [],
  );

  return (
    <>
      <AdminPageHeader
        title="Products"
        description="Gift vouchers and experiences, published or not."
        actions={
          <>
            <Link href="/admin/products/new" className={getButtonClassName('primary', 'sm')}>
              New product
            </Link>
            <Link href="/admin/products/prices" className={getButtonClassName('secondary', 'sm')}>
              Edit prices
            </Link>
            {/* Not prefetched: its page is another screen's, visited rarely. */}
            <Link href="/admin/products/sort-order" prefetch={false} className={getButtonClassName('secondary', 'sm')}>
              Sort order
            </Link>
          </>
        }
      />
      <ProductFilters list={list} />
      <AdminListTable caption="Products" columns={columns} query={answer} empty={emptyMessage(params.search)} list={params} />
    </>
  );
}

/** `/admin/products/prices`: the list with an editable price column and one Save for every change on the page. */
export function BulkPriceEditor() {
  const list = useProductListQuery();
  const { params, answer } = list;
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const rows = answer.data?.data;

  const changes = Object.entries(edits).flatMap(([id, text]) => {
    const row = rows?.find((candidate) => candidate.id === id);
    const cents = parseDollarsToCents(text);
    return row && cents !== row.priceCents ? [{ id, text, cents }] : [];
  });
  const unreadable = changes.filter((change) => change.cents === null);

  const save = useMutation({
    mutationFn: (items: { id: string; price: number }[]) =>
      requestAdminApi('/api/admin/products/bulk-price', bulkPriceAnswerSchema, adminJsonRequest('POST', { items })),
    onSuccess: async (_answer, items) => {
      toast.success(`${items.length} ${items.length === 1 ? 'price' : 'prices'} saved.`);
      setEdits({});
      setRowErrors({});
      await queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
    onError: (error, items) => {
      if (error instanceof ApiRequestError) {
        const byRow: Record<string, string> = {};
        for (const [path, messages] of Object.entries(error.fieldErrors)) {
          const index = Number(path.split('.')[1]);
          const item = items[index];
          if (item && messages[0]) byRow[item.id] = messages[0];
        }
        setRowErrors(byRow);
      }
      toast.error(error.message);
    },
  });

  function submit(): void {
    if (unreadable.length > 0) {
      setRowErrors(Object.fromEntries(unreadable.map((change) => [change.id, 'Enter a price in dollars, such as 45.00'])));
      return;
    }
    save.mutate(changes.flatMap((change) => (change.cents === null ? [] : [{ id: change.id, price: change.cents }])));
  }

  const columns: ColumnDef<StaffProductRow, unknown>[] = [
    {
      header: 'Product',
      cell: ({ row }) => (
        <div>
          <Link href={`/admin/products/${row.original.id}`} className={linkClassName}>
            {row.original.title}
          </Link>
          <p className="text-xs text-muted">
            {kindLabels[row.original.kind]} · <PublishedBadge published={row.original.published} />
          </p>
        </div>
      ),
    },
    { header: 'Current price', cell: ({ row }) => formatMoney(row.original.priceCents) },
    {
      header: 'New price ($)',
      cell: ({ row }) => {
        const inputId = `price-${row.original.id}`;
        const error = rowErrors[row.original.id];
        return (
          <div className="flex flex-col gap-1">
            <input
              id={inputId}
              inputMode="decimal"
              aria-label={`New price of ${row.original.title}, in dollars`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              value={edits[row.original.id] ?? centsToDollarsText(row.original.priceCents)}
              onChange={(event) => setEdits((current) => ({ ...current, [row.original.id]: event.target.value }))}
              className="w-32 rounded-md border border-muted bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-[invalid=true]:border-brand"
            />
            {error ? (
              <p id={`${inputId}-error`} className="max-w-xs text-sm font-medium text-brand-dark">
                {error}
              </p>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Edit prices"
        description="Change any prices on this page, then save them together: every price is saved, or none is."
        actions={
          <Link href="/admin/products" className={getButtonClassName('secondary', 'sm')}>
            Back to products
          </Link>
        }
      />
      <ProductFilters list={list} />
      <AdminListTable caption="Prices" columns={columns} query={answer} empty={emptyMessage(params.search)} list={params}>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={submit} loading={save.isPending} disabled={changes.length === 0}>
            Save {changes.length === 0 ? 'prices' : `${changes.length} ${changes.length === 1 ? 'price' : 'prices'}`}
          </Button>
          {changes.length > 0 ? (
            <Button variant="ghost" onClick={() => (setEdits({}), setRowErrors({}))}>
              Discard changes
            </Button>
          ) : null}
        </div>
      </AdminListTable>
    </>
  );
}
