// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoveListProduct } from '@/domains/engagement/schemas';
import { useLoveListStore } from '@/stores/love-list-store';
import { syncLoveListWithAccount } from './love-list-sync';

function product(id: string): LoveListProduct {
  return { id, slug: `slug-${id}`, kind: 'EXPERIENCE', title: id, priceCents: 100, imageUrl: null };
}

function answerWith(...responses: Response[]) {
  const fetchMock = vi.fn(async () => responses.shift() ?? Response.json({ message: 'unexpected' }, { status: 500 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn(): void {
  document.cookie = 'signed_in=1; path=/';
}

beforeEach(() => {
  document.cookie = 'signed_in=; path=/; max-age=0';
  localStorage.clear();
  useLoveListStore.setState({ items: [], accountSynced: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('syncLoveListWithAccount', () => {
  it('leaves a guest list alone without asking the server', async () => {
    useLoveListStore.setState({ items: [product('a')] });
    const fetchMock = answerWith(Response.json({ items: [product('b')] }));
    await syncLoveListWithAccount();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useLoveListStore.getState()).toMatchObject({ items: [product('a')], accountSynced: false });
  });

  it('treats a session the server no longer knows as a guest', async () => {
    signIn();
    useLoveListStore.setState({ items: [product('a')] });
    answerWith(Response.json({ message: 'Sign in' }, { status: 401 }));
    await syncLoveListWithAccount();
    expect(useLoveListStore.getState()).toMatchObject({ items: [product('a')], accountSynced: false });
  });

  it('merges the guest list into the account after sign-in and mirrors the result', async () => {
    signIn();
    useLoveListStore.setState({ items: [product('a')] });
    const fetchMock = answerWith(Response.json({ items: [product('b')] }), Response.json({ items: [product('a'), product('b')] }));
    await syncLoveListWithAccount();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/love-list', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ productIds: ['a'] }) }));
    expect(useLoveListStore.getState()).toMatchObject({ items: [product('a'), product('b')], accountSynced: true });
  });

  it('takes the account list as it is once synced', async () => {
    signIn();
    useLoveListStore.setState({ items: [product('old')], accountSynced: true });
    const fetchMock = answerWith(Response.json({ items: [product('c')] }));
    await syncLoveListWithAccount();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useLoveListStore.getState().items).toEqual([product('c')]);
  });

  it('forgets the account list in this browser after sign-out', async () => {
    useLoveListStore.setState({ items: [product('c')], accountSynced: true });
    const fetchMock = answerWith(Response.json({ items: [product('c')] }));
    await syncLoveListWithAccount();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useLoveListStore.getState()).toMatchObject({ items: [], accountSynced: false });
  });

  it('shares one request between calls made at the same time', async () => {
    signIn();
    const fetchMock = answerWith(Response.json({ message: 'Sign in' }, { status: 401 }));
    await Promise.all([syncLoveListWithAccount(), syncLoveListWithAccount()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
