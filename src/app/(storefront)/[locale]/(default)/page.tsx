import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ProductCard as ProductCardData } from '@/domains/catalog/schemas';
import { listProductCardsBySlugs } from '@/domains/catalog/server/queries';
import { ProductCard, ProductCardGrid } from '@/domains/catalog/ui/product-card';
import { getHomePageContent } from '@/domains/content/server/queries';
import { Link } from '@/i18n/navigation';

function ProductSection({ id, title, products, moreHref, moreLabel }: {
  id: string;
  title: string;
  products: ProductCardData[];
  moreHref: string;
  moreLabel: string;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="container-page py-12">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-extrabold sm:text-3xl">
          {title}
        </h2>
        <Link href={moreHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          {moreLabel}
        </Link>
      </div>
      <ProductCardGrid>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ProductCardGrid>
    </section>
  );
}

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [content, t] = await Promise.all([getHomePageContent(), getTranslations('home')]);
  if (!content) return null;
  const [gifts, experiences] = await Promise.all([
    listProductCardsBySlugs(content.featuredGiftSlugs),
    listProductCardsBySlugs(content.featuredExperienceSlugs),
  ]);
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink text-white">
        <Image
          src={content.hero.imageUrl}
          alt={content.hero.imageAlt}
          fill
          priority
          sizes="100vw"
          className="-z-10 object-cover opacity-60"
        />
        <div className="container-page flex min-h-[22rem] flex-col items-start justify-center gap-4 py-16 md:min-h-[28rem]">
          <h1 className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">{content.hero.title}</h1>
          <p className="max-w-xl text-lg text-white/90">{content.hero.subtitle}</p>
          <Link
            href={content.hero.cta.href}
            className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand px-8 py-3 font-semibold hover:bg-brand-dark"
          >
            {content.hero.cta.label}
          </Link>
        </div>
      </section>
      <ProductSection id="featured-gifts" title={t('featuredGifts')} products={gifts} moreHref="/gift" moreLabel={t('seeAllGifts')} />
      <ProductSection
        id="featured-experiences"
        title={t('featuredExperiences')}
        products={experiences}
        moreHref="/booking"
        moreLabel={t('seeAllExperiences')}
      />
    </>
  );
}
