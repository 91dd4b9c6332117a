import type { Metadata } from 'next';
import { ContentImage } from '@/components/ui/content-image';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { ProductCard, ProductCardGrid } from '@/domains/catalog/ui/product-card';
import { getLandingByUrlPath, listLandingProducts } from '@/domains/content/server/queries';
import { Breadcrumbs } from '@/domains/content/ui/breadcrumbs';
import { LandingCard } from '@/domains/content/ui/landing-card';
import { Link } from '@/i18n/navigation';
import { getServerEnv } from '@/server/env';
import { StaffText } from '@/components/ui/staff-text';

interface LandingPageProps {
  params: Promise<{ locale: string; landingUrl: string[] }>;
}

// Catch-all of SPEC §2: a path is a landing page or a 404.
async function loadLanding(params: LandingPageProps['params']) {
  const { landingUrl, locale } = await params;
  let urlPath: string;
  try {
    urlPath = landingUrl.map(decodeURIComponent).join('/');
  } catch {
    notFound(); // malformed percent-encoding
  }
  const landing = await getLandingByUrlPath(urlPath, locale);
  if (!landing) notFound();
  return landing;
}

export async function generateMetadata({ params }: LandingPageProps): Promise<Metadata> {
  const { locale } = await params;
  const landing = await loadLanding(params);
  return createPageMetadata({
    locale,
    path: `/${landing.urlPath}`,
    title: landing.seoTitle ?? landing.title,
    description: landing.seoDescription,
    keywords: landing.seoKeywords,
    image: landing.bannerImg ? { url: landing.bannerImg, alt: landing.title } : null,
  });
}

export default async function LandingPage({ params }: LandingPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const landing = await loadLanding(params);
  const [products, t] = await Promise.all([listLandingProducts(landing.tagIds, locale), getTranslations('modules.landing')]);
  return (
    <article>
      <header className="bg-brand-light/40">
        <div className="container-page py-8">
          <Breadcrumbs items={landing.breadcrumbs} siteUrl={getServerEnv().SITE_URL} className="mb-6" />
          <div className="grid items-center gap-8 md:grid-cols-2">
            <div className="space-y-4">
              <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">
                <StaffText untranslated={landing.untranslated.includes('title')}>{landing.title}</StaffText>
              </h1>
              {landing.seoDescription && (
                <StaffText as="p" className="text-lg text-muted" untranslated={landing.untranslated.includes('seoDescription')}>
                  {landing.seoDescription}
                </StaffText>
              )}
            </div>
            {landing.bannerImg && (
              <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-brand-light">
                <ContentImage
                  src={landing.bannerImg}
                  alt=""
                  fill
                  preload
                  fetchPriority="high"
                  sizes="(min-width: 80rem) 600px, (min-width: 48rem) 50vw, 100vw"
                  className="object-cover"
                />
              </div>
            )}
          </div>
        </div>
      </header>

      {landing.body && (
        <div className="container-page py-10">
          <StaffText as="div" untranslated={landing.untranslated.includes('body')}>
            <MarkdownContent source={landing.body} className="max-w-3xl" />
          </StaffText>
        </div>
      )}

      <section aria-labelledby="landing-products" className="container-page py-10">
        <h2 id="landing-products" className="mb-6 text-2xl font-extrabold sm:text-3xl">
          {t('products')}
        </h2>
        {products.length > 0 ? (
          <ProductCardGrid>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ProductCardGrid>
        ) : (
          <div className="rounded-xl border border-dashed border-black/20 p-8 text-center">
            <p className="mb-4 text-muted">{t('productsEmpty')}</p>
            <div className="flex flex-wrap justify-center gap-4 font-semibold text-brand">
              <Link href="/booking" className="underline-offset-4 hover:underline">
                {t('browseExperiences')}
              </Link>
              <Link href="/gift" className="underline-offset-4 hover:underline">
                {t('browseGifts')}
              </Link>
            </div>
          </div>
        )}
      </section>

      {landing.similar.length > 0 && (
        <section aria-labelledby="landing-similar" className="container-page py-10">
          <h2 id="landing-similar" className="mb-6 text-2xl font-extrabold sm:text-3xl">
            {t('similar')}
          </h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {landing.similar.map((similar) => (
              <li key={similar.urlPath}>
                <LandingCard landing={similar} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

export { renderOnFirstRequest as generateStaticParams } from '@/app/(storefront)/render-on-first-request';
