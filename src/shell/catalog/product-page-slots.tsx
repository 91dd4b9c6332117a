import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ProductDetail } from '@/domains/catalog/schemas';
import { BookingWidget } from '@/domains/bookings/ui/booking-widget';
import { StartGroupGiftLink } from '@/domains/group-gifts/ui/start-group-gift-link';
import { GiftPersonalisationForm } from '@/domains/orders/ui/gift-personalisation-form';
import { listGiftDesignOptions } from '@/domains/vouchers/server/gift-designs';

type GiftPurchaseProps = { product: ProductDetail; coverage: string | null; productAction: ReactNode };

/**
 * The gift page's purchase box: orders' personalisation form, which puts the gift in the cart, in
 * one of vouchers' card designs; under it, group gifts' way to share the cost with friends.
 */
export function renderGiftPurchase(props: GiftPurchaseProps) {
  return <GiftPurchase {...props} />;
}

async function GiftPurchase({ product, coverage, productAction }: GiftPurchaseProps) {
  // A cached read in the page's language, so the gift page stays static (ADR 0008).
  const designs = await listGiftDesignOptions(await getLocale());
  return (
    <>
      <GiftPersonalisationForm
        designs={designs}
        gift={{
          id: product.id,
          slug: product.slug,
          title: product.title,
          titleUntranslated: product.untranslated.includes('title'),
          priceCents: product.priceCents,
          imageUrl: product.images[0]?.url ?? null,
          provider: product.providerName,
        }}
        coverage={coverage}
        loveListButton={productAction}
      />
      <StartGroupGiftLink slug={product.slug} title={product.title} />
    </>
  );
}

/** The tour page's booking box: bookings' widget, which chooses and prices a departure. */
export function renderExperienceBooking(product: ProductDetail) {
  return <BookingWidget productSlug={product.slug} />;
}
