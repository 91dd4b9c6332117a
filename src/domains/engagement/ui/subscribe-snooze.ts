// When the subscribe modal was last shown, kept in localStorage (SPEC §9: it rests for a day).

export const SUBSCRIBE_MODAL_SHOWN_KEY = 'subscribe-modal-shown-at';

export function readSubscribeModalShownAt(): number | null {
  try {
    const stored = localStorage.getItem(SUBSCRIBE_MODAL_SHOWN_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null; // storage blocked: treat as never shown
  }
}

/** Any opening counts, so the timed modal does not follow a visitor who opened it from the footer. */
export function rememberSubscribeModalShown(now = Date.now()): void {
  try {
    localStorage.setItem(SUBSCRIBE_MODAL_SHOWN_KEY, String(now));
  } catch {
    // Without storage the modal may simply show again on a later visit.
  }
}
