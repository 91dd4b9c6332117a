'use client';

import { useEffect } from 'react';
import { SUBSCRIBE_MODAL_DELAY_MS, SUBSCRIBE_MODAL_RETRY_MS, isTaskPagePath, shouldShowSubscribeModal } from '@/domains/engagement/lib/subscription';
import { routing } from '@/i18n/routing';
import { useDialogStore } from '@/stores/dialog-store';
import { useDrawerStore } from '@/stores/drawer-store';
import { useQuizStore } from '@/stores/quiz-store';
import { openSiteModal } from '@/stores/site-modal-store';
import { readSubscribeModalShownAt } from './subscribe-snooze';

function isAnotherOverlayOpen(): boolean {
  return useDialogStore.getState().isOpen || useDrawerStore.getState().isOpen || useQuizStore.getState().isOpen;
}

/** A field the visitor may be typing in: the modal would take their keystrokes. */
function isFieldFocused(): boolean {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'reset', 'submit', 'image', 'range', 'color'].includes(element.type);
}

function isGoodMoment(): boolean {
  return !isTaskPagePath(window.location.pathname, routing.locales) && !isFieldFocused() && !isAnotherOverlayOpen();
}

/**
 * SPEC §2/§9: the subscribe modal opens once after 15 s on the storefront and then rests for a
 * day. It never opens on a task page, over another overlay or while a field has focus; it asks
 * again a little later, so a visitor who pays or types first sees it afterwards on a browsing page.
 */
export function SubscribeTimer() {
  // The countdown runs once per page load, whatever re-renders and client navigations happen meanwhile.
  useEffect(() => {
    if (!shouldShowSubscribeModal(readSubscribeModalShownAt(), Date.now())) return;
    let timer: number;
    const openWhenTheMomentIsRight = () => {
      // Another tab may have shown it meanwhile.
      if (!shouldShowSubscribeModal(readSubscribeModalShownAt(), Date.now())) return;
      if (isGoodMoment()) openSiteModal('subscribe');
      else timer = window.setTimeout(openWhenTheMomentIsRight, SUBSCRIBE_MODAL_RETRY_MS);
    };
    timer = window.setTimeout(openWhenTheMomentIsRight, SUBSCRIBE_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
