import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogPresets, openDialog, useDialogStore } from './dialog-store';

afterEach(() => {
  const { pendingAnswer, answer } = useDialogStore.getState();
  if (pendingAnswer) answer(null);
});

describe('dialog store', () => {
  it('opens a named preset with its defaults', () => {
    void openDialog('success', { title: 'Saved' });
    const { isOpen, config } = useDialogStore.getState();
    expect(isOpen).toBe(true);
    expect(config).toMatchObject({ kind: 'success', title: 'Saved', size: dialogPresets.success.size, closable: true });
  });

  it.each(['default', 'success', 'confirm', 'info', 'error'] as const)('knows the %s preset', (kind) => {
    void openDialog(kind);
    expect(useDialogStore.getState().config?.kind).toBe(kind);
  });

  it('opens an object config with medium size, closable and close value false by default', () => {
    void openDialog({ title: 'Hello', content: '<p>Hi</p>' });
    expect(useDialogStore.getState().config).toMatchObject({
      kind: 'default',
      title: 'Hello',
      content: '<p>Hi</p>',
      size: 'medium',
      closable: true,
      closeButton: { value: false },
    });
  });

  it('lets props override the preset', () => {
    void openDialog('error', { size: 'full', closable: false });
    expect(useDialogStore.getState().config).toMatchObject({ kind: 'error', size: 'full', closable: false });
  });

  it('resolves with the answered value, then closes and clears the config', async () => {
    const answered = openDialog({ buttons: [{ label: 'Go', value: 'go' }] });
    useDialogStore.getState().answer('go');
    await expect(answered).resolves.toBe('go');
    expect(useDialogStore.getState()).toMatchObject({ isOpen: false, config: null, pendingAnswer: null });
  });

  it('dismiss answers with the close value (false by default) and calls its callback', async () => {
    const onClose = vi.fn();
    const answered = openDialog({ closeButton: { eventHandlerCb: onClose } });
    useDialogStore.getState().dismiss();
    await expect(answered).resolves.toBe(false);
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('dismiss answers with a configured close value', async () => {
    const answered = openDialog('confirm', { closeButton: { value: 'later' } });
    useDialogStore.getState().dismiss();
    await expect(answered).resolves.toBe('later');
  });

  it('ignores dismiss when the dialog is not closable', () => {
    void openDialog({ closable: false });
    useDialogStore.getState().dismiss();
    expect(useDialogStore.getState().isOpen).toBe(true);
  });

  it('resolves an earlier pending dialog with its close value when another opens', async () => {
    const first = openDialog({ closeButton: { value: 'first-closed' } });
    const second = openDialog({ title: 'Second' });
    await expect(first).resolves.toBe('first-closed');
    expect(useDialogStore.getState().config?.title).toBe('Second');
    useDialogStore.getState().answer(true);
    await expect(second).resolves.toBe(true);
  });

  it('binds the body component to its props', () => {
    function Greeting({ name }: { name: string }) {
      return createElement('span', null, `Hi ${name}`);
    }
    void openDialog({ component: Greeting, componentProps: { name: 'Ada' } });
    const rendered = useDialogStore.getState().config?.renderComponent?.();
    expect(rendered).toMatchObject({ type: Greeting, props: { name: 'Ada' } });
  });

  it('treats an empty button list as no buttons so the host shows its default OK', () => {
    void openDialog({ buttons: [] });
    expect(useDialogStore.getState().config?.buttons).toBeUndefined();
  });
});
