import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginForm } from '@/domains/accounts/ui/login-form';
import { Link } from '@/i18n/navigation';
import { readReturnPath } from '@/lib/return-path';
import { applyGuards } from '@/shell/guards';
import { withClientMessages } from '@/shell/layout/client-messages';

// Personal: the guest guard reads the session cookie.
export const dynamic = 'force-dynamic';

type LoginPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string | string[] }> };

export async function generateMetadata({ params }: LoginPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'form.account.login' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

/** SPEC §2 /auth/login (guest guard); afterwards back to `?next=`, else the account. */
async function LoginPage({ params, searchParams }: LoginPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  await applyGuards(['guest'], { path: '/auth/login' });
  const { next } = await searchParams;
  const returnPath = readReturnPath(next, '/account');
  const t = await getTranslations('form.account');
  const signUpHref = returnPath === '/account' ? '/auth/sign-up' : `/auth/sign-up?${new URLSearchParams({ next: returnPath })}`;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold">{t('login.title')}</h1>
      <LoginForm returnPath={returnPath} />
      <p className="flex flex-wrap items-center gap-x-2">
        {t('login.noAccount')}
        <Link href={signUpHref} className="flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
          {t('login.signUp')}
        </Link>
      </p>
    </div>
  );
}

export default withClientMessages('login', LoginPage);
