// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRODUCT_TOAST_DURATION_MS,
  clearNavigationToasts,
  notify,
  notifyProduct,
} from './toast-store';

const hostileHtml =
  '<strong>Tour</strong><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a>';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('notify and notifyProduct', () => {
  it('passes the type, title and a plain description to sonner', async () => {
    const warning = vi.spyOn(toast, 'warning');
    notify({ type: 'warning', title: 'Careful', description: 'Check the date' });
    await vi.waitFor(() => expect(warning).toHaveBeenCalledWith('Careful', expect.objectContaining({ description: 'Check the date' })));
  });

  it('closes product toasts after 2000 ms', async () => {
    const success = vi.spyOn(toast, 'success');
    notifyProduct({ title: 'Gift added' });
    expect(PRODUCT_TOAST_DURATION_MS).toBe(2000);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Gift added', expect.objectContaining({ duration: 2000 })));
  });

  it('shows an action as a button in the toast', async () => {
    render(createElement(Toaster));
    const onClick = vi.fn();
    act(() => {
      notifyProduct({ title: 'Gift added', action: { label: 'View cart', onClick } });
    });
    (await screen.findByRole('button', { name: 'View cart' })).click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders product HTML sanitized', async () => {
    render(createElement(Toaster));
    act(() => {
      notifyProduct({ type: 'info', title: 'Gift added', html: hostileHtml });
    });
    const title = await screen.findByText('Gift added');
    const toastElement = title.closest('[data-sonner-toast]');
    expect(toastElement?.querySelector('strong')?.textContent).toBe('Tour');
    expect(toastElement?.querySelector('script')).toBeNull();
    expect(toastElement?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(toastElement?.querySelector('a')?.getAttribute('href')).toBeNull();
    expect((window as Window & { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('clears notices on navigation but keeps product toasts', async () => {
    render(createElement(Toaster));
    act(() => {
      notify({ type: 'error', title: 'Something failed' });
      notifyProduct({ title: 'Gift added' });
    });
    await screen.findByText('Something failed');
    act(() => {
      clearNavigationToasts();
    });
    await waitFor(() => expect(screen.queryByText('Something failed')).toBeNull());
    expect(screen.getByText('Gift added')).toBeTruthy();
  });
});
