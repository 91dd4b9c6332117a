'use client';

import { useRef } from 'react';

/**
 * Radix returns focus to a `Dialog.Trigger`; our overlays open from stores instead, so this
 * remembers what had focus when one opened and gives focus back to it when it closes.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
    },
  };
}
