'use client';

import Image from 'next/image';
import { useTranslations, useLocale } from 'next-intl';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { productPath } from '@/domains/catalog/lib/product-path';
import type { ProductCard } from '@/domains/catalog/schemas';
import { AddToCartButton } from '@/domains/orders/ui/add-to-cart-button';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { LoveListButton } from './love-list-button';

/** A saved product on the love-list page, with its heart and the next step (cart or booking). */
export function LoveListCard({ product }: { product: ProductCard }) {
  const locale = useLocale();
  const t = useTranslations('modules.loveList');
  const href = productPath(product);
  const imageUrl = product.image?.url ?? null;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-black/10 bg-white shadow-sm">
      <div className="relative aspect-[3/2] bg-brand-light">
        {product.image ? (
          <Image
            src={product.image.url}
            alt={product.image.alt}
            fill
            sizes="(min-width: 80rem) 25vw, (min-width: 48rem) 33vw, (min-width: 40rem) 50vw, 100vw"
            className="object-cover"
          />
        ) : null}
        <div className="absolute top-2 right-2">
          <LoveListButton
            product={{ id: product.id, slug: product.slug, kind: product.kind, title: product.title, priceCents: product.priceCents, imageUrl }}
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {product.city ? <p className="text-xs font-semibold uppercase tracking-wide text-muted">{product.city}</p> : null}
        <h2 className="text-base font-bold leading-snug">
          <Link href={href} className="hover:text-brand">
            {product.title}
          </Link>
        </h2>
        <p className="font-semibold text-brand-dark">
          {product.kind === 'EXPERIENCE' ? t('fromPrice', { price: formatMoney(product.priceCents, locale) }) : formatMoney(product.priceCents, locale)}
        </p>
        <div className="mt-auto pt-2">
          {product.kind === 'GIFT_VOUCHER' ? (
            <AddToCartButton
              item={{
                id: product.id,
                slug: product.slug,
                title: product.title,
                titleUntranslated: product.untranslated.includes('title'),
                priceCents: product.priceCents,
                imageUrl,
                provider: null,
              }}
              className="w-full"
            />
          ) : (
            <Link href={href} className={getButtonClassName('secondary', 'md', 'w-full')}>
              {t('viewExperience')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
