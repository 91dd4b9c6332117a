import type { ReactNode } from 'react';
import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import { RatingSummary } from '@/domains/reviews/ui/rating-summary';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { productPath } from '../lib/product-path';
import type { ProductCard as ProductCardData } from '../schemas';
import { ProductAction } from './product-action';
import { StaffText } from '@/components/ui/staff-text';

// Re-exported: pages and other areas import it from here.
export { productPath };

/** Card sizes follow ProductCardGrid's columns, so the browser picks a fitting picture. */
const CARD_IMAGE_SIZES = '(min-width: 64rem) 25vw, 50vw';

export async function ProductCard({
  product,
  headingLevel = 3,
  eagerImage = false,
}: {
  product: ProductCardData;
  headingLevel?: 2 | 3;
  /** For the first row of a list, which is above the fold: load the picture at once; `lcp` for the first card, the list's largest picture. */
  eagerImage?: boolean | 'lcp';
}) {
  const locale = await getLocale();
  const t = await getTranslations('modules.catalog');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-black/10 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[3/2] bg-brand-light">
        {product.image && (
          <Image
            src={product.image.url}
            alt={product.image.alt}
            fill
            sizes={CARD_IMAGE_SIZES}
            loading={eagerImage ? 'eager' : undefined}
            fetchPriority={eagerImage === 'lcp' ? 'high' : undefined}
            className="object-cover"
          />
        )}
      </div>
      {/* Above the card-wide link overlay, so it stays clickable on its own. */}
      <ProductAction
        product={{
          id: product.id,
          slug: product.slug,
          kind: product.kind,
          title: product.title,
          priceCents: product.priceCents,
          imageUrl: product.image?.url ?? null,
        }}
        className="absolute right-2 top-2 z-10 flex size-11 sm:right-3 sm:top-3 items-center justify-center rounded-full bg-white/95 text-brand shadow hover:bg-white"
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {(product.city ?? product.giftParty) && (
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">
            {product.city ?? (product.giftParty && t(`giftParty.${product.giftParty}`))}
          </p>
        )}
        <Heading className="text-base font-bold leading-snug">
          {/* At least 24 px tall (WCAG 2.5.8) even where an overlay covers the rest of the card. */}
          <Link href={productPath(product)} className="inline-block min-h-6 after:absolute after:inset-0 group-hover:text-brand-dark">
            <StaffText untranslated={product.untranslated.includes('title')}>{product.title}</StaffText>
          </Link>
        </Heading>
        {product.rating && <RatingSummary rating={product.rating} variant="card" />}
        <p className="mt-auto font-semibold text-brand-dark">
          {product.kind === 'EXPERIENCE' ? t('fromPrice', { price: formatMoney(product.priceCents, locale) }) : formatMoney(product.priceCents, locale)}
        </p>
      </div>
    </article>
  );
}

// Two cards a row even on phones, so a list is not a column of one card after another; 2 and 4
// columns both fill rows of the home page's 8 featured cards and a list page's 12.
const gridColumns = {
  full: 'grid-cols-2 lg:grid-cols-4',
  // Beside the list filters' side column there is room for one column less.
  'beside-sidebar': 'grid-cols-2 xl:grid-cols-3',
} as const;

export function ProductCardGrid({
  children,
  label,
  layout = 'full',
}: {
  children: ReactNode;
  label?: string;
  layout?: keyof typeof gridColumns;
}) {
  return <ul aria-label={label} className={`grid gap-3 sm:gap-6 ${gridColumns[layout]}`}>{children}</ul>;
}
