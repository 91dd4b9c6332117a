import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../../messages/en-CA.json';
import { useLoveListStore } from '@/stores/love-list-store';
import { LoveListButton } from './love-list-button';
import type { LoveListProduct } from './love-list-button';

vi.mock('@/stores/toast-store', () => ({ notifyProduct: vi.fn(), notify: vi.fn() }));

const product: LoveListProduct = {
  id: 'p1',
  slug: 'whale-watching-gift',
  kind: 'GIFT_VOUCHER',
  title: 'Whale Watching Gift',
  priceCents: 15_900,
  imageUrl: null,
};

function renderButton() {
  return render(
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <LoveListButton product={product} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useLoveListStore.setState({ items: [], accountSynced: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoveListButton', () => {
  it('is a named toggle that adds and removes the product', async () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Love list: Whale Watching Gift' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.querySelector('[data-icon="heart-filled"]')).not.toBeNull();
    expect(useLoveListStore.getState().items).toEqual([product]);
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(useLoveListStore.getState().items).toEqual([]);
  });

  it('keeps a guest list in the browser only', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderButton();
    await userEvent.click(screen.getByRole('button'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('also saves to the account when the list is synced with one', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ items: [product] }));
    vi.stubGlobal('fetch', fetchSpy);
    useLoveListStore.setState({ accountSynced: true });
    document.cookie = 'signed_in=1; path=/';
    renderButton();
    await userEvent.click(screen.getByRole('button'));
    document.cookie = 'signed_in=; path=/; max-age=0';
    expect(fetchSpy).toHaveBeenCalledWith('/api/love-list', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ productIds: ['p1'] }) }));
  });
});
