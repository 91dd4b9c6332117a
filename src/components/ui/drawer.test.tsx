import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../messages/en-CA.json';
import { useDrawerStore } from '@/stores/drawer-store';
import type { DrawerContent, DrawerOptions, DrawerType } from '@/stores/drawer-store';
import { DrawerHost } from './drawer';

function renderDrawer(content: DrawerContent = (type) => <p>Content of {type}</p>) {
  return render(
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <DrawerHost content={content} />
    </NextIntlClientProvider>,
  );
}

function openDrawer(type: DrawerType, options?: DrawerOptions): void {
  act(() => useDrawerStore.getState().open(type, options));
}

afterEach(() => {
  act(() => useDrawerStore.getState().close());
});

// The host loads its dialog on first open; load it up front so a slow first import cannot time out a test.
beforeAll(async () => {
  await Promise.all([import('./drawer-dialog')]);
});

describe('DrawerHost', () => {
  it('renders nothing while closed', () => {
    renderDrawer();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['cart', 'Cart'],
    ['burger-menu', 'Menu'],
    ['features-product-list-filter', 'Filters'],
  ] as const)('opens the %s drawer with its accessible title and content', async (type, title) => {
    renderDrawer();
    openDrawer(type);
    const drawer = await screen.findByRole('dialog', { name: title });
    expect(drawer.textContent).toContain(`Content of ${type}`);
  });

  it('sits left with width 80 (20rem) by default, without a close button', async () => {
    renderDrawer();
    openDrawer('cart');
    const drawer = await screen.findByRole('dialog', { name: 'Cart' });
    expect(drawer.className).toContain('left-0');
    expect(drawer.className).toContain('w-80');
    expect(drawer.className).toContain('max-w-[100vw]');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('sits right with width 64 (16rem) when asked', async () => {
    renderDrawer();
    openDrawer('burger-menu', { placement: 'right', width: 64 });
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.className).toContain('right-0');
    expect(drawer.className).toContain('w-64');
    expect(drawer.className).not.toContain('w-80');
  });

  it('closes from its optional close button and clears the body class', async () => {
    renderDrawer();
    openDrawer('cart', { closeButton: true });
    expect(document.body.classList.contains('modal-open')).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(useDrawerStore.getState().isOpen).toBe(false);
    expect(document.body.classList.contains('modal-open')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a backdrop click', async () => {
    renderDrawer();
    openDrawer('features-product-list-filter');
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('drawer-overlay'));
    expect(useDrawerStore.getState().isOpen).toBe(false);
  });

  it('closes on Escape', async () => {
    renderDrawer();
    openDrawer('cart');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(useDrawerStore.getState().isOpen).toBe(false);
  });

  it('accepts a map of content per type, as a server layout passes it', async () => {
    renderDrawer({ cart: <p>Cart items</p> });
    openDrawer('cart');
    expect((await screen.findByRole('dialog', { name: 'Cart' })).textContent).toContain('Cart items');
    act(() => useDrawerStore.getState().close());
    openDrawer('burger-menu');
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu.textContent).not.toContain('Cart items');
  });
});
