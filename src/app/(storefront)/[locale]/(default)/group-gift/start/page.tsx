import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getProductDetail } from '@/domains/catalog/server/queries';
import { StartGroupGiftForm } from '@/domains/group-gifts/ui/start-group-gift-form';
import { listGiftDesignOptions } from '@/domains/vouchers/server/gift-designs';
import { getLocalizedSiteUrl, toAppLocale } from '@/i18n/locale';
import { formatMoney } from '@/lib/money';
import { getServerEnv } from '@/server/env';
import { withClientMessages } from '@/shell/layout/client-messages';

type StartGroupGiftPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// It reads its query (?gift=…): rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: StartGroupGiftPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.groupGifts.start' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /group-gift/start, for a gift card of the amount collected, or ?gift=<slug> for a gift of the catalogue (an unknown one is a 404). */
async function StartGroupGiftPage({ params, searchParams }: StartGroupGiftPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { gift: slug } = await searchParams;
  if (Array.isArray(slug)) notFound();
  const [product, designs, t] = await Promise.all([
    slug ? getProductDetail('GIFT_VOUCHER', slug, locale) : null,
    listGiftDesignOptions(locale),
    getTranslations('modules.groupGifts.start'),
  ]);
  if (slug && !product) notFound();
  return (
    <div className="container-page py-10">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <h1 className="text-3xl font-extrabold">{t('heading')}</h1>
        <p>{t('intro')}</p>
        <StartGroupGiftForm
          gift={product ? { id: product.id, title: product.title, priceText: formatMoney(product.priceCents, locale) } : null}
          designs={designs}
          siteUrl={getLocalizedSiteUrl(getServerEnv().SITE_URL, toAppLocale(locale))}
        />
      </div>
    </div>
  );
}

export default withClientMessages('groupGiftStart', StartGroupGiftPage);
