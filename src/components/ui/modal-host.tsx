'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useDialogStore } from '@/stores/dialog-store';

// Radix Dialog and the HTML sanitizer load with the first dialog, not with every page.
const ModalDialog = dynamic(() => import('./modal-dialog').then((module) => module.ModalDialog), { ssr: false });

/** Renders the dialog store's current dialog; mount once per layout. */
export function ModalHost() {
  const hasDialog = useDialogStore((state) => state.config !== null);
  const [wasOpened, setWasOpened] = useState(false);
  if (hasDialog && !wasOpened) setWasOpened(true);
  return wasOpened ? <ModalDialog /> : null;
}
