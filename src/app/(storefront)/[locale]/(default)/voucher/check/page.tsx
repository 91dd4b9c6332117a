import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { VoucherCheckForm } from '@/domains/vouchers/ui/voucher-check-form';
import { Link } from '@/i18n/navigation';
import { withClientMessages } from '@/shell/layout/client-messages';

interface VoucherCheckPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: VoucherCheckPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'form.voucherCheck' });
  return createPageMetadata({ locale, path: '/voucher/check', title: t('title'), description: t('metaDescription') });
}

/** Issue 27 §3: anyone checks a certificate number without signing in. The page is the same for everyone (cached); the answer comes from the form's action. */
async function VoucherCheckPage({ params }: VoucherCheckPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('form.voucherCheck');
  return (
    <div className="container-page max-w-3xl py-10">
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted">{t('intro')}</p>
        <Link href="/voucher/activation" className="inline-flex min-h-11 items-center text-brand-dark underline underline-offset-4">
          {t('activationLink')}
        </Link>
      </header>
      <VoucherCheckForm />
    </div>
  );
}

export default withClientMessages('voucherCheck', VoucherCheckPage);
