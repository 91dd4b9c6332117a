/**
 * Issue 28's task pages (goal 2) and per-request pages (goal 3): the pages a shopper or staff
 * member works in, with what their browser holds (a session, a cart), and a real bookable
 * checkout of the bench's catalogue.
 */
import type { PrismaClient } from '../../src/generated/prisma/client';
import { ProductKind, ServiceType } from '../../src/generated/prisma/enums';
import { toCheckoutQuery } from '../../src/domains/bookings/lib/checkout-query';
import type { BookingAvailabilityAnswer } from '../../src/domains/bookings/schemas';
import { readStoredCartItems } from '../../src/domains/orders/lib/cart-rules';
import type { CartItem } from '../../src/domains/orders/schemas';
import { SIGNED_IN_HINT_COOKIE } from '../../src/lib/signed-in-hint';
import { CART_STORAGE_KEY } from '../../src/stores/cart-store';
import { signInCustomerOverHttp } from '../../tests/e2e/support/server-actions';
import { demoCustomer, demoStaff } from '../../tests/e2e/support/staff-session';
import type { BrowserState } from './lighthouse';

type Cookie = { name: string; value: string };

export interface Sessions {
  customer: Cookie[];
  staff: Cookie[];
}

export interface TaskPage {
  name: string;
  path: string;
  state?: BrowserState;
}

/** The query of goal 2's search page and goal 3's search row; the city of their filtered list. */
const SEARCH_PATH = '/search?q=tour';
const FILTERED_LIST_PATH = '/booking?city=toronto';

/** `name=value; …` for a request's `Cookie` header. */
function toCookieHeader(cookies: Cookie[]): string {
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

/**
 * The seed's demo customer signed in through the login form's action (with the hint cookie the
 * browser would get beside it), and the demo manager through the back office's login route.
 * Each signs in once per run: sign-in is rate-limited per account.
 */
export async function signIn(baseUrl: string): Promise<Sessions> {
  const [name, value] = (await signInCustomerOverHttp(demoCustomer, baseUrl)).split(/=(.*)/s);
  const login = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoStaff) });
  if (login.status !== 200) throw new Error(`Staff sign-in answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return {
    customer: [
      { name: name ?? '', value: value ?? '' },
      { name: SIGNED_IN_HINT_COOKIE, value: '1' },
    ],
    staff: [{ name: 'admin_auth_token', value: token }],
  };
}

/** `localStorage` as the cart store keeps it, holding two personalised gifts of the catalogue. */
export async function readCartState(prisma: PrismaClient): Promise<Record<string, string>> {
  const gifts = await prisma.product.findMany({
    where: { kind: ProductKind.GIFT_VOUCHER, published: true, slug: { not: { contains: '-bench-' } } },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    take: 2,
    include: { images: { orderBy: { position: 'asc' }, take: 1 }, provider: { select: { name: true } } },
  });
  const items: CartItem[] = gifts.map((gift) => ({
    id: gift.id,
    title: gift.title,
    price: gift.priceCents,
    image: gift.images[0] ? { uri: gift.images[0].url } : null,
    provider: gift.provider?.name ?? null,
    personalisation: { recipientName: 'Ana Souza', message: 'Happy birthday!', delivery: { method: 'print' } },
  }));
  if (items.length < 2 || readStoredCartItems({ items }).length !== items.length) throw new Error('The bench could not make a cart the shop reads back');
  return { [CART_STORAGE_KEY]: JSON.stringify({ state: { items }, version: 1 }) };
}

function addMonths(date: Date, months: number): string {
  const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  return month.toISOString().slice(0, 7);
}

/**
 * `/booking/checkout?…` for the first hour with a free seat (this month or either of the next
 * two), as the booking widget would link it, of the first seeded experience the shop books itself;
 * checked signed in, so a refused quote fails here rather than being measured.
 */
export async function findCheckoutPath(prisma: PrismaClient, baseUrl: string, customer: Cookie[]): Promise<string> {
  const product = await prisma.product.findFirstOrThrow({
    where: { kind: ProductKind.EXPERIENCE, published: true, serviceType: ServiceType.CUSTOM, slug: { not: { contains: '-bench-' } }, availabilitySlots: { some: {} } },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  for (let months = 0; months < 3; months++) {
    const response = await fetch(`${baseUrl}/api/bookings/${product.slug}/availability?month=${addMonths(new Date(), months)}`);
    if (response.status !== 200) throw new Error(`The availability of ${product.slug} answered ${response.status}`);
    const availability = (await response.json()) as BookingAvailabilityAnswer;
    const day = availability.days.find((candidate) => candidate.hours.some((hour) => hour.remaining > 0));
    const hour = day?.hours.find((candidate) => candidate.remaining > 0);
    const grade = availability.tourGrades[0];
    if (!day || !hour || !grade) continue;
    const adult = availability.ageBands.find((band) => band.code === 'ADULT') ?? availability.ageBands[0];
    const travellers = availability.ageBands.map((band) => ({ ageBandCode: band.code, count: band === adult ? Math.max(1, band.minTravellers) : band.minTravellers }));
    const path = `/booking/checkout?${new URLSearchParams(
      toCheckoutQuery({ productSlug: product.slug, tourGradeCode: grade.code, travelDate: day.date, startTime: hour.startTime, travellers }),
    )}`;
    const page = await fetch(`${baseUrl}${path}`, { headers: { cookie: toCookieHeader(customer) }, redirect: 'manual' });
    const body = await page.text();
    if (page.status !== 200 || body.includes('role="alert"')) throw new Error(`${path} answered ${page.status}${page.status === 200 ? ' with a refusal' : ''}`);
    return path;
  }
  throw new Error(`${product.slug} has no free seat in the next three months`);
}

/** Goal 2's pages, in the order the issue lists them. */
export function listTaskPages({ sessions, cart, checkoutPath }: { sessions: Sessions; cart: Record<string, string>; checkoutPath: string }): TaskPage[] {
  return [
    { name: 'order, empty cart', path: '/order' },
    { name: 'order, two gifts', path: '/order', state: { localStorage: cart } },
    { name: 'login', path: '/auth/login' },
    { name: 'sign-up', path: '/auth/sign-up' },
    { name: 'voucher activation', path: '/voucher/activation' },
    { name: 'account', path: '/account', state: { cookies: sessions.customer } },
    { name: 'booking checkout', path: checkoutPath, state: { cookies: sessions.customer } },
    { name: 'search', path: SEARCH_PATH },
    { name: 'filtered list', path: FILTERED_LIST_PATH },
    { name: 'admin', path: '/admin', state: { cookies: sessions.staff } },
    { name: 'admin products', path: '/admin/products', state: { cookies: sessions.staff } },
  ];
}

/** Goal 3's pages, each with the `Cookie` header its requests carry. */
export function listPerRequestPages({ sessions, checkoutPath }: { sessions: Sessions; checkoutPath: string }): { name: string; path: string; headers: Record<string, string> }[] {
  const signedIn = { cookie: toCookieHeader(sessions.customer) };
  return [
    { name: 'search', path: SEARCH_PATH, headers: {} },
    { name: 'filtered list', path: FILTERED_LIST_PATH, headers: {} },
    { name: 'account', path: '/account', headers: signedIn },
    { name: 'booking checkout', path: checkoutPath, headers: signedIn },
  ];
}
