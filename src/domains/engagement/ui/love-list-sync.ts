'use client';

import { readLoveListAnswer } from '@/domains/engagement/lib/love-list-product';
import type { LoveListProduct } from '@/domains/engagement/lib/love-list-product';
import { ApiRequestError, requestApi } from '@/lib/api-client';
import { answerOf } from '@/lib/plain-checks';
import { readSignedInHint } from '@/lib/signed-in-hint';
import { useLoveListStore } from '@/stores/love-list-store';

const LOVE_LIST_API = '/api/love-list';
const loveListAnswer = answerOf(LOVE_LIST_API, readLoveListAnswer);

type AccountListResult = { status: 'ok'; items: LoveListProduct[] } | { status: 'guest' };

async function requestAccountList(init?: RequestInit): Promise<AccountListResult> {
  // A guest's list lives in this browser only: asking the server would only answer 401.
  if (!readSignedInHint(document.cookie)) return { status: 'guest' };
  try {
    const { items } = await requestApi(LOVE_LIST_API, loveListAnswer, { ...init, cache: 'no-store' });
    return { status: 'ok', items };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { status: 'guest' };
    throw error;
  }
}

/** Saves one change to the signed-in account; the caller has already changed the browser copy. */
export async function saveLoveListChange(change: 'add' | 'remove', productId: string): Promise<void> {
  const result = await requestAccountList({
    method: change === 'add' ? 'PUT' : 'DELETE',
    body: JSON.stringify({ productIds: [productId] }),
  });
  // Signed out in another tab: from now on the list lives in this browser only.
  if (result.status === 'guest') useLoveListStore.getState().replace(useLoveListStore.getState().items, false);
}

let syncInFlight: Promise<void> | null = null;

/**
 * After the browser copy is read: a signed-in customer's list comes from the account, and a list
 * kept as a guest is merged into it the first time. Signing out leaves the account's items in the
 * account, not in this browser. Calls made while a sync runs share it.
 */
export function syncLoveListWithAccount(): Promise<void> {
  syncInFlight ??= runLoveListSync().finally(() => {
    syncInFlight = null;
  });
  return syncInFlight;
}

async function runLoveListSync(): Promise<void> {
  const { items, accountSynced, replace } = useLoveListStore.getState();
  const account = await requestAccountList();
  if (account.status === 'guest') {
    if (accountSynced) replace([], false);
    return;
  }
  if (!accountSynced && items.length > 0) {
    const merged = await requestAccountList({ method: 'PUT', body: JSON.stringify({ productIds: items.map((item) => item.id) }) });
    if (merged.status === 'ok') replace(merged.items, true);
    return;
  }
  replace(account.items, true);
}
