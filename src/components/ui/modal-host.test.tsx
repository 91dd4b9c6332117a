import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import messages from '../../../messages/en-CA.json';
import { openDialog, useDialogStore } from '@/stores/dialog-store';
import type { DialogConfig, DialogKind, DialogValue } from '@/stores/dialog-store';
import { ModalHost } from './modal-host';

function renderHost() {
  return render(
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <ModalHost />
    </NextIntlClientProvider>,
  );
}

function open<P extends object = Record<string, never>>(
  presetOrConfig: DialogKind | DialogConfig<P>,
  props?: DialogConfig<P>,
): Promise<DialogValue> {
  let answer: Promise<DialogValue> = Promise.resolve(null);
  act(() => {
    answer = openDialog(presetOrConfig, props);
  });
  return answer;
}

afterEach(() => {
  const { pendingAnswer, answer } = useDialogStore.getState();
  if (pendingAnswer) act(() => answer(null));
});

// The host loads its dialog on first open; load it up front so a slow first import cannot time out a test.
beforeAll(async () => {
  await Promise.all([import('./modal-dialog')]);
});

describe('ModalHost', () => {
  it('renders nothing while no dialog is open', () => {
    renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the title as the dialog name and one OK button answering true', async () => {
    renderHost();
    const answer = open({ title: 'Welcome' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    const buttons = dialog.querySelectorAll('button');
    expect(screen.getByRole('button', { name: 'OK' }).getAttribute('data-variant')).toBe('primary');
    // OK and the X close button only.
    expect(buttons).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useDialogStore.getState().config).toBeNull();
  });

  it('returns the value of the button clicked and calls its callback', async () => {
    const onLater = vi.fn();
    renderHost();
    const answer = open({
      title: 'Cart is full',
      buttons: [
        { label: 'Keep shopping', value: 'shop', variant: 'secondary', eventHandlerCb: onLater },
        { label: 'Go to order', value: 'order' },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Keep shopping' }));
    await expect(answer).resolves.toBe('shop');
    expect(onLater).toHaveBeenCalledWith('shop');
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('sanitizes HTML content', async () => {
    renderHost();
    void open({
      title: 'Terms',
      content: '<p>Read <a href="javascript:alert(1)">this</a></p><img src="x.png" onerror="alert(1)"><script>alert(1)</script>',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    expect(dialog.querySelector('p')?.textContent).toBe('Read this');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(dialog.querySelector('a')?.hasAttribute('href')).toBe(false);
    // The content describes the dialog for assistive tech.
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('renders a body component with its props', async () => {
    function Travellers({ count }: { count: number }) {
      return <p>Travellers: {count}</p>;
    }
    renderHost();
    void open({ title: 'Travellers', component: Travellers, componentProps: { count: 3 } });
    expect(await screen.findByText('Travellers: 3')).toBeTruthy();
  });

  it('answers with the close value (false by default) when X is clicked', async () => {
    renderHost();
    const answer = open('info', { title: 'Note' });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBe(false);
  });

  it('answers with a configured close value on Escape and calls the close callback', async () => {
    const onClose = vi.fn();
    renderHost();
    const answer = open({ title: 'Note', closeButton: { value: 'dismissed', eventHandlerCb: onClose } });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe('dismissed');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('answers with the close value on a backdrop click', async () => {
    renderHost();
    const answer = open({ title: 'Note' });
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    await expect(answer).resolves.toBe(false);
  });

  it('ignores backdrop and Escape and has no X when not closable', async () => {
    renderHost();
    const answer = open({ title: 'Must choose', closable: false });
    await screen.findByRole('dialog', { name: 'Must choose' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Must choose' })).toBeTruthy();
    expect(useDialogStore.getState().isOpen).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });

  it.each([
    ['small', 'max-w-md'],
    ['medium', 'max-w-2xl'],
    ['large', 'max-w-4xl'],
    ['full', 'w-screen'],
  ] as const)('applies the %s size', async (size, className) => {
    renderHost();
    void open({ title: 'Sized', size });
    const dialog = await screen.findByRole('dialog', { name: 'Sized' });
    expect(dialog.className).toContain(className);
  });

  it('uses medium size by default', async () => {
    renderHost();
    void open({ title: 'Default size' });
    expect((await screen.findByRole('dialog')).getAttribute('data-size')).toBe('medium');
  });

  it('offers Cancel and Confirm for a confirm dialog without buttons', async () => {
    renderHost();
    const answer = open('confirm', { title: 'Remove gift?' });
    await screen.findByRole('dialog', { name: 'Remove gift?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);

    const second = open('confirm', { title: 'Remove gift?' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(second).resolves.toBe(true);
  });

  it('still has an accessible name when no title is given', async () => {
    renderHost();
    void open('success', { content: '<p>Done</p>' });
    expect(await screen.findByRole('dialog', { name: 'Message' })).toBeTruthy();
  });

  it('moves focus into the dialog', async () => {
    renderHost();
    void open({ title: 'Focus' });
    const dialog = await screen.findByRole('dialog', { name: 'Focus' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });
});
