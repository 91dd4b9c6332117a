'use client';

import { announceSessionChange } from './use-signed-in-hint';

type SessionChangeHandler = () => Promise<void>;

const sessionChangeHandlers = new Set<SessionChangeHandler>();

/**
 * Lets what builds on accounts follow a sign-in or sign-out in this tab (the love list syncs with
 * the account) without accounts knowing it. Returns the way to stop.
 */
export function followSessionChanges(handler: SessionChangeHandler): () => void {
  sessionChangeHandlers.add(handler);
  return () => sessionChangeHandlers.delete(handler);
}

/**
 * After a sign-in or sign-out set or cleared the session cookies: the header learns it, the
 * followers catch up, then the customer goes on. A failed follower must not hold the customer
 * back (the love-list page, for one, syncs again on every visit).
 */
export async function completeSessionChange(goTo: () => void): Promise<void> {
  announceSessionChange();
  await Promise.all([...sessionChangeHandlers].map((handler) => handler().catch(() => undefined)));
  goTo();
}
