import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { AdminListTable } from './admin-list-table';
import { AdminQueryFrame, describeAdminError } from './admin-query-frame';
import type { AdminListParams } from './use-admin-list-params';

type Gift = { id: string; title: string };
const columns: ColumnDef<Gift, unknown>[] = [{ header: 'Gift', cell: ({ row }) => row.original.title }];
const list: AdminListParams = {
  page: 1,
  perPage: 20,
  search: '',
  apiQuery: () => 'page=1&per_page=20',
  setPage: vi.fn(),
  setSearch: vi.fn(),
  setFilter: vi.fn(),
  filter: () => null,
};

function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function GiftList({ answer, pagesOnceLoaded }: { answer: () => Promise<{ data: Gift[]; total: number; totalCapped?: boolean }>; pagesOnceLoaded?: boolean }) {
  const query = useQuery({ queryKey: ['gifts'], queryFn: answer });
  return (
    <AdminListTable
      caption="Gifts"
      columns={columns}
      query={query}
      describeError={(error) => describeAdminError(error, 'The gifts could not be loaded.')}
      searchLabel="Search gifts"
      empty="No gifts yet."
      list={list}
      pagesOnceLoaded={pagesOnceLoaded}
    />
  );
}

const never = () => new Promise<never>(() => undefined);

it('says it is loading until the first page arrives, with the page controls only where the screen wants them meanwhile', () => {
  renderWithQueries(
    <>
      <GiftList answer={never} />
      <GiftList answer={never} pagesOnceLoaded />
    </>,
  );
  expect(screen.getAllByRole('status').map((line) => line.textContent)).toEqual(['Loading…', 'Loading…']);
  expect(screen.getAllByRole('navigation', { name: 'Pages' })).toHaveLength(1);
  expect(screen.getAllByRole('searchbox', { name: 'Search gifts' })).toHaveLength(2);
});

it('draws the rows and where the page stands once the list has answered', async () => {
  renderWithQueries(<GiftList answer={async () => ({ data: [{ id: 'g1', title: 'Balloon ride' }], total: 1 })} pagesOnceLoaded />);
  expect((await screen.findByRole('cell', { name: 'Balloon ride' })).textContent).toBe('Balloon ride');
  expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('1–1 of 1');
  expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
});

it('says "more than 10,000" for a list that stopped counting there, with a next page while this one is full', async () => {
  const gifts = Array.from({ length: 20 }, (_, index) => ({ id: `g${index}`, title: `Gift ${index}` }));
  renderWithQueries(<GiftList answer={async () => ({ data: gifts, total: 10_000, totalCapped: true })} pagesOnceLoaded />);
  await screen.findByRole('cell', { name: 'Gift 19' });
  expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('1–20 of more than 10,000');
  expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBeNull();
});

it("shows the server's sentence for a refusal", async () => {
  renderWithQueries(<GiftList answer={() => Promise.reject(new ApiRequestError(403, 'Managers only.', {}, null))} />);
  expect((await screen.findByRole('alert')).textContent).toBe('Managers only.');
});

it("never shows a raw error's text", async () => {
  renderWithQueries(<GiftList answer={() => Promise.reject(new TypeError('Failed to fetch'))} />);
  expect((await screen.findByRole('alert')).textContent).toBe('The gifts could not be loaded.');
});

it('holds a screen until its query has answered', async () => {
  function GiftPage({ answer }: { answer: () => Promise<Gift> }) {
    const query = useQuery({ queryKey: ['gift'], queryFn: answer });
    return <AdminQueryFrame query={query} loadingText="Loading the gift…">{(gift) => <h2>{gift.title}</h2>}</AdminQueryFrame>;
  }
  const { unmount } = renderWithQueries(<GiftPage answer={never} />);
  expect(screen.getByRole('status').textContent).toBe('Loading the gift…');
  unmount();
  renderWithQueries(<GiftPage answer={async () => ({ id: 'g1', title: 'Balloon ride' })} />);
  expect((await screen.findByRole('heading')).textContent).toBe('Balloon ride');
});
