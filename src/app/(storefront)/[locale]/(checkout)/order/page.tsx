import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderCheckout } from '@/domains/orders/ui/order-checkout';
import { isTestPaymentMode } from '@/domains/payments/server/gateways';
import { listGiftDesignOptions } from '@/domains/vouchers/server/gift-designs';
import { withClientMessages } from '@/shell/layout/client-messages';

type OrderPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: OrderPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.order' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

/** SPEC §2 /order: the cart reviewed, personalised and paid (checkout layout). The cart lives in the browser. */
async function OrderPage({ params }: OrderPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('modules.order');
  return (
    <div className="flex flex-col gap-6">
      {/* Painted with the document: the cart lives in the browser, so what follows waits for hydration. */}
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted">{t('description')}</p>
      </div>
      <OrderCheckout testMode={isTestPaymentMode()} designs={await listGiftDesignOptions(locale)} />
    </div>
  );
}

export default withClientMessages('order', OrderPage);
