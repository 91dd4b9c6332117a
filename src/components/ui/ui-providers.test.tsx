import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import messages from '../../../messages/en-CA.json';
import { openDialog, useDialogStore } from '@/stores/dialog-store';
import { useDrawerStore } from '@/stores/drawer-store';
import { useLoadingBarStore } from '@/stores/loading-bar-store';
import { UiProviders } from './ui-providers';

vi.mock('next/navigation', async () => (await import('../../../tests/support/next-navigation-mock')).nextNavigationMock);

function renderProviders() {
  return render(
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <UiProviders drawerContent={{ cart: <p>Cart items</p> }} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  act(() => {
    useDrawerStore.getState().close();
    const { pendingAnswer, answer } = useDialogStore.getState();
    if (pendingAnswer) answer(null);
    useLoadingBarStore.getState().done();
    useLoadingBarStore.setState({ isLoading: false, progress: 0 });
  });
});

// The host loads its dialog on first open; load it up front so a slow first import cannot time out a test.
beforeAll(async () => {
  await Promise.all([import('./modal-dialog'), import('./drawer-dialog')]);
});

describe('UiProviders', () => {
  it('mounts the toaster region and nothing visible while idle', () => {
    renderProviders();
    expect(screen.getByRole('region').getAttribute('aria-label')).toContain('Notifications');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('wires the drawer, dialog and loading bar stores', async () => {
    renderProviders();
    act(() => useDrawerStore.getState().open('cart'));
    expect((await screen.findByRole('dialog', { name: 'Cart' })).textContent).toContain('Cart items');
    act(() => useDrawerStore.getState().close());

    act(() => {
      void openDialog('info', { title: 'Hello' });
    });
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeTruthy();

    act(() => useLoadingBarStore.getState().start());
    expect(screen.getByRole('progressbar', { name: 'Page is loading' })).toBeTruthy();
  });
});
