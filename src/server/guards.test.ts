import { beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ userId: null as string | null, requestHeaders: new Headers() }));
vi.mock('./auth', () => ({ getCustomerUserId: async () => session.userId }));
vi.mock('next/headers', () => ({ headers: async () => session.requestHeaders }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const { applyGuards, requireCustomerUserId } = await import('./guards');

beforeEach(() => {
  session.userId = null;
  session.requestHeaders = new Headers();
});

describe('applyGuards', () => {
  it('authenticated: sends a guest to the login page, which comes back to the page asked for', async () => {
    await expect(applyGuards(['authenticated'], { path: '/account?tab=balance' })).rejects.toThrow(
      'redirect /auth/login?next=%2Faccount%3Ftab%3Dbalance',
    );
  });

  it('authenticated: lets a signed-in customer through', async () => {
    session.userId = 'user-1';
    await expect(applyGuards(['authenticated'], { path: '/account' })).resolves.toBeUndefined();
  });

  it('guest: sends a signed-in customer home and lets a guest through', async () => {
    await expect(applyGuards(['guest'], { path: '/auth/login' })).resolves.toBeUndefined();
    session.userId = 'user-1';
    await expect(applyGuards(['guest'], { path: '/auth/login' })).rejects.toThrow('redirect /');
  });

  it('guest: lets the re-render of a sign-in server action through, so the form decides where to go', async () => {
    session.userId = 'user-1';
    session.requestHeaders = new Headers({ 'next-action': 'abc123' });
    await expect(applyGuards(['guest'], { path: '/auth/login' })).resolves.toBeUndefined();
  });

  it('authenticated: still sends a guest away during a server action', async () => {
    session.requestHeaders = new Headers({ 'next-action': 'abc123' });
    await expect(applyGuards(['authenticated'], { path: '/account' })).rejects.toThrow('redirect /auth/login?next=%2Faccount');
  });

  it('allow-checkout: lets a complete selection through', async () => {
    const path = '/booking/checkout?product=cn-tower-edgewalk&grade=STANDARD&date=2026-12-18&time=10:00&travellers=ADULT:2';
    await expect(applyGuards(['allow-checkout'], { path })).resolves.toBeUndefined();
  });

  it('allow-checkout: sends an incomplete selection back to its experience, or to the list', async () => {
    await expect(applyGuards(['allow-checkout'], { path: '/booking/checkout?product=cn-tower-edgewalk&grade=STANDARD' })).rejects.toThrow(
      'redirect /booking/cn-tower-edgewalk',
    );
    await expect(applyGuards(['allow-checkout'], { path: '/booking/checkout' })).rejects.toThrow('redirect /booking');
  });

  it('authenticated then allow-checkout: a guest signs in first and comes back to the same checkout', async () => {
    const path = '/booking/checkout?product=p&grade=S&date=2026-12-18&travellers=ADULT:1';
    await expect(applyGuards(['authenticated', 'allow-checkout'], { path })).rejects.toThrow(`redirect /auth/login?next=${encodeURIComponent(path)}`);
  });

  it('fails loudly on an unknown guard name (SPEC §8), even for a signed-in customer', async () => {
    session.userId = 'user-1';
    await expect(applyGuards(['authenticated', 'admin'], { path: '/' })).rejects.toThrow('Unknown route guard "admin"');
    await expect(applyGuards(['toString'], { path: '/' })).rejects.toThrow('Unknown route guard "toString"');
  });
});

describe('requireCustomerUserId', () => {
  it("answers the signed-in customer's id", async () => {
    session.userId = 'user-7';
    await expect(requireCustomerUserId('/account')).resolves.toBe('user-7');
  });
});
