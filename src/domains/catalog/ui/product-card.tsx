import type { ReactNode } from 'react';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import type { ProductCard as ProductCardData } from '../schemas';

export function productPath(product: Pick<ProductCardData, 'kind' | 'slug'>): string {
  return product.kind === 'GIFT_VOUCHER' ? `/gift/${product.slug}` : `/booking/${product.slug}`;
}

export async function ProductCard({ product }: { product: ProductCardData }) {
  const t = await getTranslations('home');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-black/10 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[3/2] bg-brand-light">
        {product.image && (
          <Image
            src={product.image.url}
            alt={product.image.alt}
            fill
            sizes="(min-width: 80rem) 25vw, (min-width: 48rem) 33vw, (min-width: 40rem) 50vw, 100vw"
            className="object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {product.city && <p className="text-xs font-semibold uppercase tracking-wide text-muted">{product.city}</p>}
        <h3 className="text-base font-bold leading-snug">
          <Link href={productPath(product)} className="after:absolute after:inset-0 group-hover:text-brand">
            {product.title}
          </Link>
        </h3>
        <p className="mt-auto font-semibold text-brand">
          {product.kind === 'EXPERIENCE' ? t('fromPrice', { price: formatMoney(product.priceCents) }) : formatMoney(product.priceCents)}
        </p>
      </div>
    </article>
  );
}

export function ProductCardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">{children}</ul>;
}
