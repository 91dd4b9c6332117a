import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountActions } from '@/domains/accounts/ui/account-actions';
import { SignOutButton } from '@/domains/accounts/ui/sign-out-button';
import { requireCustomerUserId } from '@/domains/accounts/server/customer-session';
import { getAccountOverview } from '@/shell/account/account-overview';
import { AccountPageBody } from '@/shell/account/account-page';
import { withClientMessages } from '@/shell/layout/client-messages';

type AccountPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ history?: string | string[] }>;
};

// Personal and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.account' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** SPEC §2 account page (guard `authenticated`): everything the customer has with the shop. */
async function AccountPage({ params, searchParams }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { history } = await searchParams;
  const historyPage = typeof history === 'string' ? Number.parseInt(history, 10) || 1 : 1;
  // The `authenticated` guard: a guest signs in and comes back to this page.
  const userId = await requireCustomerUserId(historyPage > 1 ? `/account?history=${historyPage}` : '/account');
  const overview = await getAccountOverview(userId, historyPage, locale);
  return (
    <AccountPageBody
      overview={overview}
      actions={
        <AccountActions>
          <SignOutButton />
        </AccountActions>
      }
    />
  );
}

export default withClientMessages('account', AccountPage);
