import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { getButtonClassName } from '@/components/ui/button-class-name';
import type { ReactNode } from 'react';
import { ProductReviewsSection } from '@/domains/reviews/ui/product-reviews-section';
import { RatingSummary } from '@/domains/reviews/ui/rating-summary';
import { formatMoney } from '@/lib/money';
import { buildProductJsonLd, toAbsoluteSiteUrl } from '../lib/product-json-ld';
import { productListPath } from '../lib/product-path';
import type { ProductDetail } from '../schemas';
import { AvailabilitySection } from './availability-section';
import { MeetingPointMap } from './meeting-point-map';
import { ProductAction, type ActionableProduct } from './product-action';
import { ProductBreadcrumbs, type BreadcrumbLink } from './product-breadcrumbs';
import { ProductCard, ProductCardGrid } from './product-card';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { RecentlyViewed } from './recently-viewed';
import { StaffText } from '@/components/ui/staff-text';

export type ProductPageContext = {
  /** Absolute URL of this page (canonical). */
  pageUrl: string;
  siteUrl: string;
  /** Localized site path of a site path, for the structured data's breadcrumb URLs. */
  localizePath: (path: string) => string;
};

async function getBreadcrumbTrail(product: ProductDetail): Promise<BreadcrumbLink[]> {
  if (product.breadcrumbs.length > 0) return product.breadcrumbs;
  // Without staff-chosen breadcrumbs the trail is the list the product belongs to.
  const t = await getTranslations('modules.catalog');
  const listTitle = product.kind === 'GIFT_VOUCHER' ? t('list.gifts.title') : t('list.experiences.title');
  return [{ label: t('home'), url: '/' }, { label: listTitle, url: productListPath(product.kind) }];
}

function ProductStructuredData({
  product,
  trail,
  context,
}: {
  product: ProductDetail;
  trail: BreadcrumbLink[];
  context: ProductPageContext;
}) {
  const absolute = (path: string) => toAbsoluteSiteUrl(path, context.siteUrl);
  return (
    <JsonLd
      data={buildProductJsonLd({
        url: context.pageUrl,
        name: product.title,
        description: product.seoDescription ?? product.summary,
        images: product.images.map((image) => absolute(image.url)),
        sku: product.slug,
        priceCents: product.priceCents,
        brandName: product.providerName,
        breadcrumbs: trail.map((crumb) => ({
          name: crumb.label,
          url: crumb.url.startsWith('/') ? absolute(context.localizePath(crumb.url)) : crumb.url,
        })),
        rating: product.rating,
        reviews: product.reviews?.items ?? [],
      })}
    />
  );
}

function toRecentlyViewed(product: ProductDetail) {
  return { ...toActionableProduct(product), city: product.city };
}

function toActionableProduct(product: ProductDetail): ActionableProduct {
  return {
    id: product.id,
    slug: product.slug,
    kind: product.kind,
    title: product.title,
    priceCents: product.priceCents,
    imageUrl: product.images[0]?.url ?? null,
  };
}

/** The gift page's purchase box (its personalisation form), given the page's coverage line and heart. */
export type GiftPurchaseSlot = (gift: { product: ProductDetail; coverage: string | null; productAction: ReactNode }) => ReactNode;

const loveButtonClasses =
  'flex size-12 shrink-0 items-center justify-center rounded-full border border-black/15 bg-white text-brand-dark hover:bg-brand-light';

/** /gift/{slug}: pictures, price, what the recipient can choose, description. */
export async function GiftProductPage({ product, context, purchase }: { product: ProductDetail; context: ProductPageContext; purchase: GiftPurchaseSlot }) {
  const locale = await getLocale();
  const t = await getTranslations('modules.catalog');
  const trail = await getBreadcrumbTrail(product);
  const covered = product.coveredExperiences;
  const coverage = product.giftCoverage && t('product.giftCovers', { ...product.giftCoverage });
  return (
    <article className="container-page py-8 md:py-10">
      <ProductStructuredData product={product} trail={trail} context={context} />
      <ProductBreadcrumbs trail={trail} current={product.title} currentUntranslated={product.untranslated.includes('title')} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <ProductGallery images={product.images} title={product.title} />
        <div className="flex flex-col gap-5">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('kind.GIFT_VOUCHER')}</p>
          <h1 className="-mt-3 text-3xl font-extrabold leading-tight sm:text-4xl">
            <StaffText untranslated={product.untranslated.includes('title')}>{product.title}</StaffText>
          </h1>
          {product.rating && <RatingSummary rating={product.rating} variant="page" />}
          {product.summary && (
            <StaffText as="p" className="text-lg" untranslated={product.untranslated.includes('summary')}>
              {product.summary}
            </StaffText>
          )}
          <div>
            <p className="text-sm font-semibold text-muted">{t('product.price')}</p>
            <p className="text-3xl font-extrabold text-brand-dark">{formatMoney(product.priceCents, locale)}</p>
            {coverage && (
              <>
                <p className="mt-2 font-semibold" data-testid="gift-coverage">
                  {coverage}
                </p>
                <p className="mt-1 text-sm text-muted">{t('product.giftPriceNote')}</p>
              </>
            )}
          </div>
          {purchase({
            product,
            coverage: coverage || null,
            productAction: <ProductAction product={toActionableProduct(product)} className={loveButtonClasses} />,
          })}
        </div>
      </div>

      <section aria-labelledby="covered-heading" className="mt-14">
        <h2 id="covered-heading" className="text-2xl font-extrabold">
          {t('product.coveredHeading')}
        </h2>
        {covered.length > 0 ? (
          <>
            <p className="mb-6 mt-2 text-muted">{t('product.coveredIntro', { count: covered.length })}</p>
            <ProductCardGrid>
              {covered.map((experience) => (
                <li key={experience.id}>
                  <ProductCard product={experience} />
                </li>
              ))}
            </ProductCardGrid>
          </>
        ) : (
          <p className="mt-2 text-muted">{t('product.coveredNone')}</p>
        )}
      </section>

      <section aria-labelledby="about-heading" className="mt-14 max-w-3xl">
        <h2 id="about-heading" className="mb-4 text-2xl font-extrabold">
          {t('product.aboutGift')}
        </h2>
        <StaffText as="div" untranslated={product.untranslated.includes('description')}>
              <MarkdownContent source={product.description} />
            </StaffText>
      </section>

      <ProductReviewsSection slug={product.slug} kind={product.kind} rating={product.rating} firstPage={product.reviews} />

      <RecentlyViewed product={toRecentlyViewed(product)} />
    </article>
  );
}

/** /booking/{slug}: the tour page. */
export async function ExperienceProductPage({ product, context, booking }: { product: ProductDetail; context: ProductPageContext; booking: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations('modules.catalog');
  const trail = await getBreadcrumbTrail(product);
  const place = [product.meetingPoint, product.city].filter(Boolean).join(', ');
  return (
    <article className="container-page py-8 md:py-10">
      <ProductStructuredData product={product} trail={trail} context={context} />
      <ProductBreadcrumbs trail={trail} current={product.title} currentUntranslated={product.untranslated.includes('title')} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <ProductGallery images={product.images} title={product.title} />
        <div className="flex flex-col gap-5">
          {product.city && <p className="text-xs font-semibold uppercase tracking-wide text-muted">{product.city}</p>}
          <h1 className="-mt-3 text-3xl font-extrabold leading-tight sm:text-4xl">
            <StaffText untranslated={product.untranslated.includes('title')}>{product.title}</StaffText>
          </h1>
          {product.rating && <RatingSummary rating={product.rating} variant="page" />}
          {product.summary && (
            <StaffText as="p" className="text-lg" untranslated={product.untranslated.includes('summary')}>
              {product.summary}
            </StaffText>
          )}
          <div className="flex items-end justify-between gap-4">
            <div>
              <p className="text-3xl font-extrabold text-brand-dark">{t('fromPrice', { price: formatMoney(product.priceCents, locale) })}</p>
              <p className="mt-1 text-sm text-muted">{t('product.fromPriceNote')}</p>
            </div>
            <ProductAction product={toActionableProduct(product)} className={loveButtonClasses} />
          </div>
          <ProductFacts product={product} />
        </div>
      </div>

      <div className="mt-14 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <div className="flex min-w-0 flex-col gap-12">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="mb-4 text-2xl font-extrabold">
              {t('product.aboutExperience')}
            </h2>
            <StaffText as="div" untranslated={product.untranslated.includes('description')}>
              <MarkdownContent source={product.description} />
            </StaffText>
          </section>
          <section aria-labelledby="meeting-point-heading">
            <h2 id="meeting-point-heading" className="mb-2 text-2xl font-extrabold">
              {t('product.meetingPoint')}
            </h2>
            <p className="mb-4">{place || t('product.meetingPointUnknown')}</p>
            <MeetingPointMap latitude={product.latitude} longitude={product.longitude} place={place || t('product.meetingPointUnknown')} />
          </section>
          <section aria-labelledby="cancellation-heading">
            <h2 id="cancellation-heading" className="mb-2 text-2xl font-extrabold">
              {t('product.cancellationHeading')}
            </h2>
            <p>{product.cancellationPolicy ?? t('product.defaultCancellation')}</p>
          </section>
        </div>
        <div id="availability" className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
          <AvailabilitySection product={product} bookingWidget={booking} />
        </div>
      </div>

      <ProductReviewsSection slug={product.slug} kind={product.kind} rating={product.rating} firstPage={product.reviews} />

      <RecentlyViewed product={toRecentlyViewed(product)} />

      {/* Phones: the booking box is far down the page, so the price and the way to it stay in
          view, until the page's own end (sticky inside the article, so it never covers the footer). */}
      <div className="sticky bottom-0 z-30 -mx-4 mt-8 flex items-center justify-between gap-4 border-t border-black/10 bg-white px-4 py-3 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] lg:hidden">
        <p className="font-extrabold text-brand-dark">{t('fromPrice', { price: formatMoney(product.priceCents, locale) })}</p>
        <a href="#availability" className={getButtonClassName('primary', 'md', 'rounded-full')}>
          {t('availability.button')}
        </a>
      </div>
    </article>
  );
}
