import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/ui/modal-host';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { notifyProduct } from '@/stores/toast-store';
import messages from '../../../../messages/en-CA.json';
import { CART_MAX_ITEMS } from '../lib/cart-rules';
import { AddToCartButton } from './add-to-cart-button';
import type { AddToCartItem } from './add-to-cart-button';

const push = vi.fn();
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/stores/toast-store', () => ({ notifyProduct: vi.fn(), notify: vi.fn() }));

const item: AddToCartItem = {
  id: 'gift-1',
  slug: 'spa-gift',
  title: 'Spa & Wellness Gift',
  titleUntranslated: false,
  priceCents: 19_900,
  imageUrl: '/uploads/demo/spa.webp',
  provider: null,
};

function renderButton() {
  return render(
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <AddToCartButton item={item} />
      <ModalHost />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
});

afterEach(() => {
  const { pendingAnswer, answer } = useDialogStore.getState();
  if (pendingAnswer) act(() => answer(null));
  push.mockReset();
});

describe('AddToCartButton', () => {
  it('adds the gift with a "gift added" product toast', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Spa & Wellness Gift' }));
    expect(useCartStore.getState().items).toEqual([
      {
        id: 'gift-1',
        title: 'Spa & Wellness Gift',
        titles: { 'en-CA': { title: 'Spa & Wellness Gift', untranslated: false } },
        price: 19_900,
        image: { uri: '/uploads/demo/spa.webp' },
        provider: null,
      },
    ]);
    expect(notifyProduct).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'success', title: 'Gift added' }));
  });

  it('says "Gift has already added to Cart" the second time', async () => {
    renderButton();
    const button = screen.getByRole('button', { name: /Add to cart/ });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(notifyProduct).toHaveBeenLastCalledWith({ type: 'info', description: 'Gift has already added to Cart' });
  });

  it('opens the max-limit dialog on a full cart and goes to /order when asked', async () => {
    for (let index = 0; index < CART_MAX_ITEMS; index += 1) {
      useCartStore.getState().addItem({ id: `other-${index}`, title: 'Other', price: 100, image: null, provider: null });
    }
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart is full' });
    expect(dialog.textContent).toContain('up to 6 items');
    expect(useCartStore.getState().items).toHaveLength(CART_MAX_ITEMS);
    await userEvent.click(screen.getByRole('button', { name: 'Go to order' }));
    expect(push).toHaveBeenCalledWith('/order');
  });

  it('adds the 6th gift and opens the same dialog, since the cart is now full', async () => {
    for (let index = 0; index < CART_MAX_ITEMS - 1; index += 1) {
      useCartStore.getState().addItem({ id: `other-${index}`, title: 'Other', price: 100, image: null, provider: null });
    }
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(useCartStore.getState().items).toHaveLength(CART_MAX_ITEMS);
    expect(notifyProduct).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'success', title: 'Gift added' }));
    expect(await screen.findByRole('dialog', { name: 'Your cart is full' })).toBeTruthy();
  });

  it('stays on the page when the shopper goes back to shopping', async () => {
    for (let index = 0; index < CART_MAX_ITEMS; index += 1) {
      useCartStore.getState().addItem({ id: `other-${index}`, title: 'Other', price: 100, image: null, provider: null });
    }
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to shopping' }));
    expect(push).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
