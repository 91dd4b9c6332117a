'use client';

import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useDialogStore } from '@/stores/dialog-store';

/**
 * Renders the dialog store's current dialog; mount once per layout. Radix Dialog and the HTML
 * sanitizer load with the first dialog, not with every page. Loaded by hand rather than through
 * next/dynamic: a Suspense boundary delays showing the loaded dialog by a timer, and a paused
 * clock (the timed subscribe modal's test) would then never show it.
 */
export function ModalHost() {
  const hasDialog = useDialogStore((state) => state.config !== null);
  const [ModalDialog, setModalDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!hasDialog || ModalDialog) return;
    void import('./modal-dialog').then((module) => setModalDialog(() => module.ModalDialog));
  }, [hasDialog, ModalDialog]);
  return ModalDialog ? <ModalDialog /> : null;
}
