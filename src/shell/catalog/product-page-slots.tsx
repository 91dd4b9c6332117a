import type { ReactNode } from 'react';
import type { ProductDetail } from '@/domains/catalog/schemas';
import { BookingWidget } from '@/domains/bookings/ui/booking-widget';
import { GiftPersonalisationForm } from '@/domains/orders/ui/gift-personalisation-form';

/** The gift page's purchase box: orders' personalisation form, which puts the gift in the cart. */
export function renderGiftPurchase({ product, coverage, productAction }: { product: ProductDetail; coverage: string | null; productAction: ReactNode }) {
  return (
    <GiftPersonalisationForm
      gift={{
        id: product.id,
        slug: product.slug,
        title: product.title,
        priceCents: product.priceCents,
        imageUrl: product.images[0]?.url ?? null,
        provider: product.providerName,
      }}
      coverage={coverage}
      loveListButton={productAction}
    />
  );
}

/** The tour page's booking box: bookings' widget, which chooses and prices a departure. */
export function renderExperienceBooking(product: ProductDetail) {
  return <BookingWidget productSlug={product.slug} />;
}
