import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffGroupGift } from '../staff-schemas';
import { GroupGiftDetail } from './group-gift-detail';

function staffGroupGift(id: string, design: StaffGroupGift['design']): StaffGroupGift {
  return {
    id,
    status: 'OPEN',
    organiserName: 'Olivia Organiser',
    organiserEmail: 'olivia@example.com',
    recipientName: `Zoë ${id}`,
    giftTitle: null,
    collectedCents: 2_500,
    targetCents: null,
    contributionCount: 1,
    deadline: '2026-12-10T05:00:00.000Z',
    createdAt: '2026-11-29T12:00:00.000Z',
    recipientEmail: 'zoe@example.com',
    occasion: 'birthday',
    message: null,
    design,
    pooledCents: null,
    voucher: null,
    sentAt: null,
    cancelledAt: null,
    cancelReason: null,
    cancelledBy: null,
    closedAt: null,
    contributions: [],
  };
}

const gifts = [
  staffGroupGift('balloons', { name: 'Birthday balloons', deleted: false }),
  staffGroupGift('retired', { name: 'Autumn leaves', deleted: true }),
  staffGroupGift('classic', null),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GroupGiftDetail', () => {
  it.each([
    ['balloons', 'Birthday balloons'],
    ['retired', 'Autumn leaves (deleted since; still printed in it)'],
    ['classic', 'Classic card'],
  ])('names the card design the organiser chose, as the order views name a voucher’s (%s)', async (id, shown) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => Response.json({ data: gifts.find((gift) => url.endsWith(`/${gift.id}`)) })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <GroupGiftDetail groupGiftId={id} />
      </QueryClientProvider>,
    );
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const design = within(summary).getByText('Card design:').parentElement;
    expect(design?.querySelector('dd')?.textContent).toBe(shown);
  });
});
