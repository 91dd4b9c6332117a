import { beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({
  userId: null as string | null,
  requestHeaders: new Headers(),
  staff: null as { id: string } | Error | null,
  started: [] as unknown[][],
  redeemed: [] as unknown[][],
}));
// The session cookie and the stored sessions: accounts' customer-session.ts runs for real on top.
vi.mock('@/server/auth', () => ({
  readCustomerSession: async () => (session.userId ? { userId: session.userId, role: 'CUSTOMER', version: 3, sessionId: 'session-1' } : null),
  setCustomerSessionCookies: async (...args: unknown[]) => void session.started.push(args),
  getCustomerSessionSeconds: ({ acting }: { acting: boolean }) => (acting ? 3_600 : 2_592_000),
}));
vi.mock('@/domains/accounts/server/customer-session-service', () => ({
  isCustomerSessionLive: async (claims: { version?: number; sessionId?: string }) => claims.version === 3 && claims.sessionId === 'session-1',
  openCustomerSession: async (userId: string, options: { ttlSeconds: number; actingStaffId?: string }) => ({
    sessionId: `${userId}:${options.ttlSeconds}`,
    version: 3,
    ...(options.actingStaffId ? { actingStaffVersion: 5 } : {}),
  }),
}));
vi.mock('@/domains/accounts/server/staff-route', () => ({
  requireStaffMember: async (area: string) => {
    if (session.staff instanceof Error) throw session.staff;
    if (!session.staff || area !== 'sales') throw new Error('no manager');
    return session.staff;
  },
}));
vi.mock('@/domains/accounts/server/staff-customer-service', () => ({
  redeemStaffLoginLink: async (...args: unknown[]) => {
    session.redeemed.push(args);
    if (args[0] !== 'a'.repeat(43)) throw new Error('link not usable');
    return { customerId: 'customer-1', customerName: 'Ana Lavoie' };
  },
}));
vi.mock('next/headers', () => ({ headers: async () => session.requestHeaders }));
// The page's language, as its setRequestLocale would set it; redirects keep it (docs/adr/0023).
const pageLocale = vi.hoisted(() => ({ value: 'en-CA' }));
vi.mock('next-intl/server', () => ({ getLocale: async () => pageLocale.value }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const { applyGuards } = await import('./guards');
const { requireCustomerUserId } = await import('@/domains/accounts/server/customer-session');

beforeEach(() => {
  pageLocale.value = 'en-CA';
  session.userId = null;
  session.requestHeaders = new Headers();
  session.staff = null;
  session.started = [];
  session.redeemed = [];
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

  it('keeps a French page French: its guards redirect under /fr-CA', async () => {
    pageLocale.value = 'fr-CA';
    await expect(applyGuards(['authenticated'], { path: '/account' })).rejects.toThrow('redirect /fr-CA/auth/login?next=%2Faccount');
    await expect(applyGuards(['allow-checkout'], { path: '/booking/checkout' })).rejects.toThrow('redirect /fr-CA/booking');
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

describe('login-as-user', () => {
  const linkPath = `/api/auth/login-as/${'a'.repeat(43)}`;

  it('signs the manager who made the link in as the customer, marked as staff acting', async () => {
    session.staff = { id: 'manager-1' };
    await expect(applyGuards(['login-as-user'], { path: linkPath })).resolves.toBeUndefined();
    expect(session.redeemed).toEqual([['a'.repeat(43), 'manager-1']]);
    expect(session.started).toEqual([[{ userId: 'customer-1', version: 3, sessionId: 'customer-1:3600', actingStaff: { staffId: 'manager-1', staffVersion: 5, customerName: 'Ana Lavoie' } }]]);
  });

  it('lets no one through without a manager’s back-office session, and never looks at the link then', async () => {
    session.staff = new Error('Please sign in.');
    await expect(applyGuards(['login-as-user'], { path: linkPath })).rejects.toThrow('Please sign in.');
    expect(session.redeemed).toEqual([]);
    expect(session.started).toEqual([]);
  });

  it('refuses a link the accounts service does not accept, or a path without a token', async () => {
    session.staff = { id: 'manager-1' };
    await expect(applyGuards(['login-as-user'], { path: `/api/auth/login-as/${'b'.repeat(43)}` })).rejects.toThrow('link not usable');
    await expect(applyGuards(['login-as-user'], { path: '/account' })).rejects.toThrow('link not usable');
    expect(session.redeemed.map(([token]) => token)).toEqual(['b'.repeat(43), '']);
    expect(session.started).toEqual([]);
  });
});

describe('requireCustomerUserId', () => {
  it("answers the signed-in customer's id", async () => {
    session.userId = 'user-7';
    await expect(requireCustomerUserId('/account')).resolves.toBe('user-7');
  });
});
