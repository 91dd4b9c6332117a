import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../messages/en-CA.json';
import { HeaderSearch } from './header-search';

const push = vi.fn();
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push }),
  getPathname: ({ href }: { href: string }) => href,
}));
vi.mock('next/image', () => ({ default: () => null }));

const halifax = [
  { kind: 'EXPERIENCE', slug: 'sea-kayaking', title: 'Sea Kayaking', city: 'Halifax', priceCents: 9_500, imageUrl: null },
  { kind: 'GIFT_VOUCHER', slug: 'paddle-gift', title: 'Paddle Gift', city: null, priceCents: 14_500, imageUrl: null },
];

function renderSearch() {
  render(
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <HeaderSearch layout="inline" />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search gifts and experiences' });
}

/** Types, lets the debounce pass and the answer arrive. */
async function type(box: HTMLElement, value: string): Promise<void> {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
  });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  push.mockReset();
  fetchMock = vi.fn(async (url: string) => {
    const results = url === '/api/search/en-CA/halifax' ? halifax : [];
    return new Response(JSON.stringify({ results }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HeaderSearch', () => {
  it('asks the server once per pause in typing, not per keystroke, and not below 2 characters', async () => {
    const box = renderSearch();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'H' } });
    fireEvent.change(box, { target: { value: 'Ha' } });
    fireEvent.change(box, { target: { value: 'Halifax' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search/en-CA/halifax');
  });

  it('does not ask the server for a text without a letter or digit', async () => {
    const box = renderSearch();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '..' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens a listbox of suggestions and moves through them with the arrow keys', async () => {
    const box = renderSearch();
    await type(box, 'Halifax');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Sea Kayaking'),
      expect.stringContaining('Paddle Gift'),
      'See all results',
    ]);
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
  });

  it('opens the active suggestion with Enter', async () => {
    const box = renderSearch();
    await type(box, 'Halifax');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(push).toHaveBeenCalledWith('/gift/paddle-gift');
  });

  it('opens the results page with Enter when no suggestion is active', async () => {
    const box = renderSearch();
    await type(box, 'Halifax');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(push).toHaveBeenCalledWith('/search?q=Halifax');
  });

  it('says so when nothing matches', async () => {
    const box = renderSearch();
    await type(box, 'zzqq');
    expect(screen.getAllByText('No results for “zzqq”').length).toBeGreaterThan(0);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, then clears the box with a second Escape', async () => {
    const box = renderSearch();
    await type(box, 'Halifax');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('Halifax');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('aborts the request of a query typed over', async () => {
    const box = renderSearch();
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signals.push(init.signal as AbortSignal);
      return new Promise<Response>(() => undefined);
    });
    await type(box, 'Hali');
    await type(box, 'Halifax');
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });
});
