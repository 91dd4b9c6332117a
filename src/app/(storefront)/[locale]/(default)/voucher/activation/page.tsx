import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCustomerAccountOrThrow } from '@/domains/accounts/server/account-service';
import { VoucherActivationForm, type VoucherActivationDefaults } from '@/domains/vouchers/ui/voucher-activation-form';
import { Link } from '@/i18n/navigation';
import { getCustomerUserId } from '@/domains/accounts/server/customer-session';
import { withClientMessages } from '@/shell/layout/client-messages';

type VoucherActivationPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ certificate?: string | string[] }>;
};

// Personal (pre-filled from the account) and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: VoucherActivationPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'form.voucherActivation' });
  return { title: t('title'), description: t('intro'), robots: { index: false, follow: false } };
}

/** The voucher e-mail's link carries the number; anything that cannot be one is left out. */
function readCertificateParam(value: string | string[] | undefined): string {
  return typeof value === 'string' && value.length <= 64 ? value : '';
}

async function readDefaults(certificateNumber: string): Promise<VoucherActivationDefaults> {
  const userId = await getCustomerUserId();
  const account = userId ? await getCustomerAccountOrThrow(userId).catch(() => null) : null;
  return {
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    phoneNumber: account?.phone ?? '',
    certificateNumber,
    accountEmail: account?.email ?? null,
  };
}

/** SPEC §2 /voucher/activation: the certificate becomes account balance, signing in or up on the way. */
async function VoucherActivationPage({ params, searchParams }: VoucherActivationPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, { certificate }] = await Promise.all([getTranslations('form.voucherActivation'), searchParams]);
  const defaults = await readDefaults(readCertificateParam(certificate));
  return (
    <div className="container-page max-w-3xl py-10">
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted">{t('intro')}</p>
        <p className="flex flex-wrap gap-x-6">
          <Link href="/certificate/activation" className="inline-flex min-h-11 items-center text-brand-dark underline underline-offset-4">
            {t('guideLink')}
          </Link>
          <Link href="/voucher/check" className="inline-flex min-h-11 items-center text-brand-dark underline underline-offset-4">
            {t('checkLink')}
          </Link>
        </p>
      </header>
      <VoucherActivationForm defaults={defaults} />
    </div>
  );
}

export default withClientMessages('voucherActivation', VoucherActivationPage);
