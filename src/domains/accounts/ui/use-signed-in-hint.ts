'use client';

import { useSyncExternalStore } from 'react';
import { readSignedInHint, readStaffActingHint } from '@/lib/signed-in-hint';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Cookies send no change event: another tab may have signed in or out when this one returns.
  window.addEventListener('focus', listener);
  window.addEventListener('pageshow', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
    window.removeEventListener('pageshow', listener);
  };
}

/** Tells the header and anything else reading the hint that this tab just signed in or out. */
export function announceSessionChange(): void {
  for (const listener of listeners) listener();
}

/**
 * Whether the readable `signed_in` hint cookie is present (src/lib/signed-in-hint.ts). False on
 * the server and during hydration, since cached pages are the same for everyone.
 */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readSignedInHint(document.cookie),
    () => false,
  );
}

/**
 * The customer's name while a staff member acts as them ("log in as this user"), from the readable
 * hint beside `signed_in`; null otherwise, and on the server and during hydration.
 */
export function useStaffActingHint(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStaffActingHint(document.cookie),
    () => null,
  );
}
