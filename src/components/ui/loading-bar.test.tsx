/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors stand in for any same-origin link, next/link included */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../messages/en-CA.json';
import { LOADING_BAR, useLoadingBarStore } from '@/stores/loading-bar-store';
import { mockedAddress, resetMockedAddress } from '../../../tests/support/next-navigation-mock';
import { LoadingBar } from './loading-bar';

vi.mock('next/navigation', async () => (await import('../../../tests/support/next-navigation-mock')).nextNavigationMock);

// Like next/link, keep jsdom from attempting a real navigation.
function preventNavigation(event: MouseEvent): void {
  event.preventDefault();
}

function renderBar() {
  const tree = () => (
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <LoadingBar />
      <a href="/gift">Gifts</a>
      <a href="/?page=2">Page 2</a>
      <a href="/#faq">FAQ</a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
      <a href="/booking" target="_blank">New tab</a>
      <a href="/terms.pdf" download>
        Download
      </a>
    </NextIntlClientProvider>
  );
  const view = render(tree());
  return {
    navigateTo(pathname: string, search = ''): void {
      mockedAddress.pathname = pathname;
      mockedAddress.search = search;
      view.rerender(tree());
    },
  };
}

beforeEach(() => {
  document.addEventListener('click', preventNavigation);
});

afterEach(() => {
  document.removeEventListener('click', preventNavigation);
  resetMockedAddress();
  // Stop the timers, then skip the hide delay so the next test starts idle.
  act(() => {
    useLoadingBarStore.getState().done();
    useLoadingBarStore.setState({ isLoading: false, progress: 0 });
  });
  vi.useRealTimers();
});

describe('LoadingBar', () => {
  it('is hidden while idle', () => {
    renderBar();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('starts on a same-origin link click and completes when the pathname changes', async () => {
    const { navigateTo } = renderBar();
    await userEvent.click(screen.getByText('Gifts'));
    const bar = screen.getByRole('progressbar', { name: 'Page is loading' });
    expect(bar.style.height).toBe('3px');
    expect(bar.className).toContain('top-0');

    vi.useFakeTimers();
    navigateTo('/gift');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(LOADING_BAR.hideDelayMs));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('starts for a change of query string too', async () => {
    renderBar();
    await userEvent.click(screen.getByText('Page 2'));
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it.each(['FAQ', 'Elsewhere', 'New tab', 'Download'])('does not start for the %s link', async (label) => {
    renderBar();
    await userEvent.click(screen.getByText(label));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('does not start for a modified click (open in new tab)', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('Gifts'));
    await user.keyboard('{/Control}');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the brand colour and respects reduced motion', () => {
    renderBar();
    act(() => useLoadingBarStore.getState().start());
    const fill = screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(fill.style.backgroundColor).toBe('rgb(219, 56, 68)');
    expect(fill.className).toContain('motion-reduce:transition-none');
  });
});
