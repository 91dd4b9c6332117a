import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import messages from '../../../../messages/fr-CA.json';
import { readStoredCartItems } from '../lib/cart-rules';
import type { CartItem } from '../schemas';
import { CartDrawer } from './cart-drawer';

const quoteOrderAction = vi.hoisted(() => vi.fn());
vi.mock('../actions', () => ({ quoteOrderAction }));
vi.mock('@/i18n/navigation', () => ({ Link: ({ children }: { children: React.ReactNode }) => <a href="#">{children}</a>, useRouter: () => ({ push: vi.fn() }) }));

const image = { uri: '/uploads/demo/spa.webp' };

function quotedLine(productId: string, title: string, titleUntranslated = false) {
  return { productId, slug: productId, title, titleUntranslated, priceCents: 10_000, available: true };
}

function renderDrawerInFrench(items: CartItem[]) {
  useCartStore.setState({ items });
  return render(
    <NextIntlClientProvider locale="fr-CA" messages={messages}>
      <CartDrawer />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  quoteOrderAction.mockReset();
});

describe('CartDrawer after a switch of language', () => {
  it('names a gift added in English in French, and keeps that title in the cart', async () => {
    quoteOrderAction.mockResolvedValue({ ok: true, data: { lines: [quotedLine('spa', 'Cadeau spa et bien-être')], totals: {}, coupon: null } });
    const added = { id: 'spa', title: 'Spa & Wellness Gift', titles: { 'en-CA': { title: 'Spa & Wellness Gift', untranslated: false } }, price: 10_000, image, provider: null };
    renderDrawerInFrench([added]);
    expect((await screen.findByText('Cadeau spa et bien-être')).getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Spa & Wellness Gift')).toBeNull();
    expect(quoteOrderAction).toHaveBeenCalledWith({ productIds: ['spa'] });
    expect(useCartStore.getState().items[0]?.titles?.['fr-CA']).toEqual({ title: 'Cadeau spa et bien-être', untranslated: false });
  });

  it('reads a cart stored before lines kept their titles by language, and marks an English fallback', async () => {
    quoteOrderAction.mockResolvedValue({ ok: true, data: { lines: [quotedLine('kayak', 'Kayak gift', true)], totals: {}, coupon: null } });
    const [stored] = readStoredCartItems({ items: [{ id: 'kayak', title: 'Kayak gift', price: 10_000, image, provider: null }] });
    renderDrawerInFrench([stored!]);
        await vi.waitFor(() => expect(screen.getByText('Kayak gift').getAttribute('lang')).toBe('en-CA'));
  });

  it('asks nothing when the cart holds the page language’s titles', () => {
    const kept = { id: 'spa', title: 'Spa & Wellness Gift', titles: { 'fr-CA': { title: 'Cadeau spa et bien-être', untranslated: false } }, price: 10_000, image, provider: null };
    renderDrawerInFrench([kept]);
    expect(screen.getByText('Cadeau spa et bien-être').getAttribute('lang')).toBeNull();
    expect(quoteOrderAction).not.toHaveBeenCalled();
  });
});
