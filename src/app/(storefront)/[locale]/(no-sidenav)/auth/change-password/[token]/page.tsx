import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isPasswordResetTokenUsable } from '@/domains/accounts/server/service';
import { ChangePasswordForm } from '@/domains/accounts/ui/change-password-form';
import { withClientMessages } from '@/shell/layout/client-messages';

// A personal link: checked against the database on every visit, never cached or indexed.
export const dynamic = 'force-dynamic';

type ChangePasswordPageProps = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: ChangePasswordPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'form.account.changePassword' });
  // The address holds the token: no referrer carries it to another site.
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** SPEC §2 /auth/change-password/{token}: a new password, if the link still works. */
async function ChangePasswordPage({ params }: ChangePasswordPageProps) {
  const { locale, token: rawToken } = await params;
  setRequestLocale(locale);
  const token = decodeURIComponent(rawToken);
  const [t, usable] = await Promise.all([getTranslations('form.account.changePassword'), isPasswordResetTokenUsable(token)]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <ChangePasswordForm token={token} linkUsable={usable} />
    </div>
  );
}

export default withClientMessages('changePassword', ChangePasswordPage);
