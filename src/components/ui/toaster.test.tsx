import { act, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../messages/en-CA.json';
import { notify, notifyProduct } from '@/stores/toast-store';
import { mockedAddress, resetMockedAddress } from '../../../tests/support/next-navigation-mock';
import { Toaster } from './toaster';

vi.mock('next/navigation', async () => (await import('../../../tests/support/next-navigation-mock')).nextNavigationMock);

function renderToaster() {
  const tree = () => (
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <Toaster />
    </NextIntlClientProvider>
  );
  const view = render(tree());
  return {
    rerenderAt(pathname: string): void {
      mockedAddress.pathname = pathname;
      view.rerender(tree());
    },
  };
}

afterEach(() => {
  resetMockedAddress();
  act(() => {
    toast.dismiss();
  });
});

describe('Toaster', () => {
  // First in the file: sonner, once loaded, stays for the file's other tests.
  it('mounts sonner with the first toast, inside a live region the page had before it', async () => {
    const { container } = render(
      <NextIntlClientProvider locale="en-CA" messages={messages}>
        <Toaster />
      </NextIntlClientProvider>,
    );
    const liveRegion = container.querySelector('[aria-live="polite"]');
    expect(liveRegion).not.toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      notify({ type: 'info', title: 'Added to your love list' });
    });
    const title = await screen.findByText('Added to your love list');
    expect(liveRegion?.contains(title)).toBe(true);
  });

  it('labels the notification region from the translations', async () => {
    renderToaster();
    act(() => {
      notify({ type: 'info', title: 'Saved' });
    });
    await screen.findByText('Saved');
    expect(screen.getByRole('region').getAttribute('aria-label')).toContain('Notifications');
  });

  it('shows a bold title and a description', async () => {
    renderToaster();
    act(() => {
      notify({ type: 'success', title: 'Subscribed', description: 'See you soon' });
    });
    const title = await screen.findByText('Subscribed');
    expect(title.className).toContain('font-bold');
    expect(screen.getByText('See you soon')).toBeTruthy();
  });

  it('clears notices on a pathname change but keeps product toasts', async () => {
    const { rerenderAt } = renderToaster();
    act(() => {
      notify({ type: 'info', title: 'News subscription' });
      notifyProduct({ title: 'Gift added' });
    });
    await screen.findByText('News subscription');
    rerenderAt('/gift');
    await waitFor(() => expect(screen.queryByText('News subscription')).toBeNull());
    expect(screen.getByText('Gift added')).toBeTruthy();
  });

  it('keeps notices when the pathname stays the same', async () => {
    const { rerenderAt } = renderToaster();
    act(() => {
      notify({ type: 'warning', title: 'Check your dates' });
    });
    await screen.findByText('Check your dates');
    rerenderAt('/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('Check your dates')).toBeTruthy();
  });
});
