'use client';

import { useEffect } from 'react';
import { SUBSCRIBE_MODAL_DELAY_MS, shouldShowSubscribeModal } from '@/domains/engagement/lib/subscription';
import { useDialogStore } from '@/stores/dialog-store';
import { useDrawerStore } from '@/stores/drawer-store';
import { useQuizStore } from '@/stores/quiz-store';
import { openSiteModal } from '@/stores/site-modal-store';
import { readSubscribeModalShownAt } from './subscribe-snooze';

function isAnotherOverlayOpen(): boolean {
  return useDialogStore.getState().isOpen || useDrawerStore.getState().isOpen || useQuizStore.getState().isOpen;
}

/**
 * SPEC §2/§9: the subscribe modal opens once after 15 s on the storefront and then rests for a
 * day. It never covers an overlay the visitor is using; that visit just goes without it.
 */
export function SubscribeTimer() {
  // The countdown runs once per page load, whatever re-renders happen meanwhile.
  useEffect(() => {
    if (!shouldShowSubscribeModal(readSubscribeModalShownAt(), Date.now())) return;
    const timer = window.setTimeout(() => {
      if (isAnotherOverlayOpen()) return;
      openSiteModal('subscribe');
    }, SUBSCRIBE_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
