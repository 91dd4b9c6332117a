import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignUpForm } from '@/domains/accounts/ui/sign-up-form';
import { Link } from '@/i18n/navigation';
import { readReturnPath } from '@/lib/return-path';
import { applyGuards } from '@/shell/guards';
import { withClientMessages } from '@/shell/layout/client-messages';

// Personal: the guest guard reads the session cookie.
export const dynamic = 'force-dynamic';

type SignUpPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string | string[] }> };

export async function generateMetadata({ params }: SignUpPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'form.account.signUp' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

/** SPEC §2 /auth/sign-up (guest guard); afterwards on to `?next=`, else the account. */
async function SignUpPage({ params, searchParams }: SignUpPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  await applyGuards(['guest'], { path: '/auth/sign-up' });
  const { next } = await searchParams;
  const returnPath = readReturnPath(next, '/account');
  const t = await getTranslations('form.account');
  const loginHref = returnPath === '/account' ? '/auth/login' : `/auth/login?${new URLSearchParams({ next: returnPath })}`;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold">{t('signUp.title')}</h1>
        <p className="text-muted">{t('signUp.intro')}</p>
      </header>
      <SignUpForm returnPath={returnPath} />
      <p className="flex flex-wrap items-center gap-x-2">
        {t('signUp.haveAccount')}
        <Link href={loginHref} className="flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
          {t('signUp.signIn')}
        </Link>
      </p>
    </div>
  );
}

export default withClientMessages('signUp', SignUpPage);
