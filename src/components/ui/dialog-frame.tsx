'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Icon } from './icon';
import { useReturnFocus } from './use-return-focus';

type DialogContentProps = Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'onCloseAutoFocus'>;

/**
 * What every overlay of the shop shares (drawers, dialogs, the Gift Finder): a Radix dialog opened
 * from a store, its backdrop, and focus given back to the opener on close (`useReturnFocus`).
 * `className` styles the panel; its stacking level (`z-40`, `z-50`) applies to the backdrop too.
 */
export function DialogFrame({
  open,
  onClose,
  layer,
  overlayTestId,
  className,
  children,
  ...contentProps
}: DialogContentProps & {
  open: boolean;
  onClose: () => void;
  layer: 'z-40' | 'z-50';
  overlayTestId: string;
  className: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay data-testid={overlayTestId} className={`fixed inset-0 ${layer} bg-black/50`} />
        <Dialog.Content {...contentProps} {...returnFocus} className={`${layer} ${className}`}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The X that closes an overlay. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <Dialog.Close asChild>
      <button type="button" aria-label={label} className={className}>
        <Icon name="close" size={20} />
      </button>
    </Dialog.Close>
  );
}
