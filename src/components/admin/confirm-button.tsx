'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button-class-name';

interface ConfirmButtonProps {
  /** The button that opens the question. */
  children: ReactNode;
  title: string;
  /** What will happen, in the staff member's words ("The voucher stops working. This cannot be undone."). */
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void> | void;
  variant?: ButtonVariant;
  disabled?: boolean;
}

/** Deletes and other changes that cannot be taken back ask first, in a dialog focus stays inside. */
export function ConfirmButton({ children, title, description, confirmLabel, onConfirm, variant = 'secondary', disabled }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm(): Promise<void> {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant={variant} size="sm" disabled={disabled}>
          {children}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button size="sm" loading={busy} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
