import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCustomerAccountOrThrow } from '@/domains/accounts/server/account-service';
import { createProductListRoute } from '@/domains/catalog/ui/product-routes';
import { getActivatedVoucherValue } from '@/domains/vouchers/server/service';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { requireCustomerUserId } from '@/domains/accounts/server/customer-session';

type VoucherActivatedPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ certificate?: string | string[] }>;
};

// Personal: the customer's own balance, per request.
export const dynamic = 'force-dynamic';

const experienceList = createProductListRoute('EXPERIENCE');

export async function generateMetadata({ params }: VoucherActivatedPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.voucherActivated' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * SPEC §2 "booking page after activation": what the gift added and the balance now, above the
 * experiences to spend it on. Its own route, because /booking is cached for every visitor.
 */
export default async function VoucherActivatedPage({ params, searchParams }: VoucherActivatedPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { certificate } = await searchParams;
  const last4 = typeof certificate === 'string' && /^[0-9A-Za-z]{4}$/.test(certificate) ? certificate : '';
  const userId = await requireCustomerUserId(`/voucher/activated?${new URLSearchParams({ certificate: last4 })}`);
  const [t, account, valueCents] = [
    await getTranslations('modules.voucherActivated'),
    await getCustomerAccountOrThrow(userId),
    last4 ? await getActivatedVoucherValue(userId, last4) : null,
  ];
  return (
    <>
      <div className="container-page pt-8">
        {/* A banner above the list, whose own heading stays the page's h1. */}
        <section role="status" className="rounded-xl border border-brand/30 bg-brand-light p-6">
          <p className="text-2xl font-extrabold sm:text-3xl">
            {valueCents === null ? t('headingWithoutAmount') : t('heading', { amount: formatMoney(valueCents, locale) })}
          </p>
          <p className="mt-2 text-lg">{t('balance', { amount: formatMoney(account.balanceCents, locale) })}</p>
          <Link href="/account" className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
            {t('accountLink')}
          </Link>
        </section>
      </div>
      <experienceList.ListPage params={params} />
    </>
  );
}
