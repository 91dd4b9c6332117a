import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isSignUpLinkUsable } from '@/domains/accounts/server/service';
import { SignUpConfirmation } from '@/domains/accounts/ui/sign-up-confirmation';
import { withClientMessages } from '@/shell/layout/client-messages';

// A personal link: checked on every visit, never cached or indexed.
export const dynamic = 'force-dynamic';

type ConfirmSignUpPageProps = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: ConfirmSignUpPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'form.account.confirmSignUp' });
  // The address holds the token: no referrer carries it to another site.
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** The sign-up e-mail's link (issue 24): creates the account, if the link still works. */
async function ConfirmSignUpPage({ params }: ConfirmSignUpPageProps) {
  const { locale, token: rawToken } = await params;
  setRequestLocale(locale);
  const token = decodeURIComponent(rawToken);
  const [t, usable] = await Promise.all([getTranslations('form.account.confirmSignUp'), isSignUpLinkUsable(token)]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <SignUpConfirmation token={token} linkUsable={usable} />
    </div>
  );
}

export default withClientMessages('signUpConfirmation', ConfirmSignUpPage);
