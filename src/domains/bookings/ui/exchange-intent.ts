'use client';

/**
 * Which booking the customer is changing (/cancellation's "Change date or experience"). It arrives
 * as `?exchange=<booking id>` on the first booking page and is kept for the tab, so the customer can
 * browse to another experience and book it in its place; they can stop at any time.
 */
const STORAGE_KEY = 'exchanging-booking';
const CHANGE_EVENT = 'exchanging-booking-change';

export function subscribeToExchangeIntent(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function readExchangeIntent(): string | null {
  return new URLSearchParams(window.location.search).get('exchange') ?? window.sessionStorage.getItem(STORAGE_KEY);
}

/** Keeps the booking named in the address for the rest of the tab's visit. */
export function rememberExchangeIntent(): void {
  const fromAddress = new URLSearchParams(window.location.search).get('exchange');
  if (fromAddress) window.sessionStorage.setItem(STORAGE_KEY, fromAddress);
}

export function endExchangeIntent(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
