import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PasswordResetRequestForm } from '@/domains/accounts/ui/password-reset-request-form';
import { withClientMessages } from '@/shell/layout/client-messages';

// Personal, like the other account pages: never cached or indexed.
export const dynamic = 'force-dynamic';

type ResetPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ResetPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'form.account.reset' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

/** SPEC §2 /auth/reset: asks for a link to choose a new password. */
async function ResetPage({ params }: ResetPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('form.account.reset');
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      <PasswordResetRequestForm />
    </div>
  );
}

export default withClientMessages('passwordReset', ResetPage);
