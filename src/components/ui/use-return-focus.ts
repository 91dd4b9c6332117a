'use client';

import { useLayoutEffect, useRef } from 'react';

/**
 * Radix returns focus to a `Dialog.Trigger`; our overlays open from stores instead, so this
 * remembers what had focus when one opened and gives focus back to it when it closes.
 * The opener is read in a layout effect, before any passive effect (Radix's own auto-focus, or
 * content that focuses its heading) moves focus into the overlay.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return {
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
    },
  };
}
