import 'server-only';
import { headers } from 'next/headers';
import { readLoginLinkToken } from '@/domains/accounts/lib/login-link';
import { getCustomerUserId, requireCustomerUserId, startCustomerSession } from '@/domains/accounts/server/customer-session';
import { redeemStaffLoginLink } from '@/domains/accounts/server/staff-customer-service';
import { requireStaffMember } from '@/domains/accounts/server/staff-route';
import { getCheckoutFallbackPath, readCheckoutSelection } from '@/domains/bookings/lib/checkout-query';
import { redirectInRequestLocale } from '@/i18n/localized-redirect';

/** SPEC §2's named guards: accounts' sessions and bookings' checkout rule, so they sit above both. */
export type GuardName = 'authenticated' | 'guest' | 'allow-checkout' | 'login-as-user';

type GuardContext = {
  /** The page being guarded, with its query: where `authenticated` comes back to after signing in. */
  path: string;
};

const guards: Record<GuardName, (context: GuardContext) => Promise<void>> = {
  authenticated: async ({ path }) => {
    await requireCustomerUserId(path);
  },
  guest: async () => {
    // Signing in on this very page re-renders it within the server action (its cookies changed).
    // A redirect there would race the form, which sends the customer on to where they were going.
    if ((await headers()).has('next-action')) return;
    if (await getCustomerUserId()) await redirectInRequestLocale('/');
  },
  // Booking checkout only with an experience, grade, date and travellers chosen (the widget's query).
  'allow-checkout': async ({ path }) => {
    const params = new URL(path, 'http://shop.invalid').searchParams;
    if (!readCheckoutSelection(params)) await redirectInRequestLocale(getCheckoutFallbackPath(params));
  },
  // Issue 10: a manager's single-use link from the back office (`path` ends with its token) lets
  // only that manager, still signed in to the back office, through: as the customer, with the
  // session marked as staff acting. It refuses with an AppError (401/403 without a manager's
  // session, 404 for a link that is unknown, used, expired or another's), which its route shows.
  'login-as-user': async ({ path }) => {
    const staff = await requireStaffMember('sales');
    // A path without a well-formed token matches no stored link, so it is refused like one.
    const { customerId, customerName } = await redeemStaffLoginLink(readLoginLinkToken(path) ?? '', staff.id);
    await startCustomerSession(customerId, { actingStaff: { staffId: staff.id, customerName } });
  },
};

/**
 * Runs a page's guards in order; each redirects when it does not let the visitor through. An
 * unknown name is a programming error (SPEC §8), so it throws instead of letting anyone in.
 */
export async function applyGuards(names: readonly string[], context: GuardContext): Promise<void> {
  for (const name of names) {
    const guard = Object.hasOwn(guards, name) ? guards[name as GuardName] : undefined;
    if (!guard) throw new Error(`Unknown route guard "${name}"`);
    await guard(context);
  }
}
