'use client';

import { syncLoveListWithAccount } from '@/domains/engagement/ui/love-list-sync';
import { announceSessionChange } from './use-signed-in-hint';

/**
 * After a sign-in or sign-out set or cleared the session cookies: the header learns it, the love
 * list follows the account (a guest's list merged into it, or the account's copy dropped from
 * this browser; love-list-sync.ts), then the customer goes on. A failed sync must not hold the
 * customer back: the love-list page syncs again on every visit.
 */
export async function completeSessionChange(goTo: () => void): Promise<void> {
  announceSessionChange();
  await syncLoveListWithAccount().catch(() => undefined);
  goTo();
}
