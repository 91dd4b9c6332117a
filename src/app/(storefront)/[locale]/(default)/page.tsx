import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { ContentImage } from '@/components/ui/content-image';
import { Icon } from '@/components/ui/icon';
import type { ProductCard as ProductCardData } from '@/domains/catalog/schemas';
import { listProductCardsBySlugs } from '@/domains/catalog/server/queries';
import { ProductCard, ProductCardGrid } from '@/domains/catalog/ui/product-card';
import type { HomePageContent } from '@/domains/content/schemas';
import { getHomePageContent, listCategoryTeasers, listLatestPosts } from '@/domains/content/server/queries';
import { CategoryCard } from '@/domains/content/ui/category-card';
import { PostCard } from '@/domains/content/ui/post-card';
import { listGiftFinderRecipients } from '@/domains/engagement/server/service';
import { GiftFinderTiles } from '@/domains/engagement/ui/gift-finder-tiles';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { StaffText } from '@/components/ui/staff-text';

interface HomePageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { locale } = await params;
  const [content, t] = await Promise.all([getHomePageContent(locale), getTranslations({ locale, namespace: 'index' })]);
  return createPageMetadata({
    locale,
    path: '/',
    title: t('siteName'),
    absoluteTitle: true,
    description: content?.hero.subtitle || t('siteDescription'),
    image: content ? { url: content.hero.imageUrl, alt: content.hero.imageAlt } : null,
  });
}

const moreLinkClasses = 'inline-flex min-h-6 items-center text-sm font-semibold text-brand-dark underline-offset-4 hover:underline';

function HomeSection({ id, title, intro, more, children, className = '' }: {
  id: string;
  title: ReactNode;
  intro?: string;
  more?: { href: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`py-12 ${className}`}>
      <div className="container-page">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div>
            <h2 id={id} className="text-2xl font-extrabold sm:text-3xl">
              {title}
            </h2>
            {intro && <p className="mt-1 text-muted">{intro}</p>}
          </div>
          {more && (
            <Link href={more.href} className={moreLinkClasses}>
              {more.label}
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}

function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <ProductCardGrid>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ProductCardGrid>
  );
}

/**
 * The home page's blocks fall back to English text by text (docs/adr/0024); a text the same as
 * the English block's is shown in English, and StaffText marks it on a French page.
 */
function isEnglish(text: string, englishText: string | undefined): boolean {
  return text === englishText;
}

function Hero({ hero, english }: { hero: HomePageContent['hero']; english: HomePageContent['hero'] | undefined }) {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-white">
      <ContentImage src={hero.imageUrl} alt={hero.imageAlt} fill preload fetchPriority="high" sizes="100vw" className="-z-10 object-cover opacity-60" />
      <div className="container-page flex min-h-[22rem] flex-col items-start justify-center gap-4 py-16 md:min-h-[28rem]">
        <h1 className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">
          <StaffText untranslated={isEnglish(hero.title, english?.title)}>{hero.title}</StaffText>
        </h1>
        {hero.subtitle && (
          <StaffText as="p" className="max-w-xl text-lg text-white/90" untranslated={isEnglish(hero.subtitle, english?.subtitle)}>
            {hero.subtitle}
          </StaffText>
        )}
        <Link
          href={hero.cta.href}
          className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand px-8 py-3 font-semibold hover:bg-brand-dark"
        >
          <StaffText untranslated={isEnglish(hero.cta.label, english?.cta.label)}>{hero.cta.label}</StaffText>
        </Link>
      </div>
    </section>
  );
}

/** Before staff have saved any home page content: the shop still has a heading and ways in. */
async function EmptyHome() {
  const [t, index] = await Promise.all([getTranslations('home'), getTranslations('index')]);
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-start justify-center gap-4 py-16">
      <h1 className="text-3xl font-extrabold sm:text-5xl">{index('siteName')}</h1>
      <p className="max-w-xl text-lg text-muted">{t('emptyIntro')}</p>
      <div className="flex flex-wrap gap-6">
        <Link href="/gift" className={moreLinkClasses}>
          {t('seeAllGifts')}
        </Link>
        <Link href="/booking" className={moreLinkClasses}>
          {t('seeAllExperiences')}
        </Link>
      </div>
    </section>
  );
}

export default async function HomePage({ params }: HomePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [content, english, t] = await Promise.all([getHomePageContent(locale), getHomePageContent(routing.defaultLocale), getTranslations('home')]);
  if (!content) return <EmptyHome />;
  const [recipients, gifts, categories, experiences, posts] = await Promise.all([
    listGiftFinderRecipients(locale),
    listProductCardsBySlugs(content.featuredGiftSlugs, locale),
    listCategoryTeasers(content.topCategoryTagSlugs, locale),
    listProductCardsBySlugs(content.featuredExperienceSlugs, locale),
    listLatestPosts(content.blogTeaserCount, locale),
  ]);
  return (
    <>
      <Hero hero={content.hero} english={english?.hero} />

      {recipients.length > 0 && (
        <HomeSection id="gift-finder" title={t('giftFinderTitle')} intro={t('giftFinderIntro')} className="bg-brand-light/40">
          <GiftFinderTiles recipients={recipients} labelledBy="gift-finder" />
        </HomeSection>
      )}

      {gifts.length > 0 && (
        <HomeSection id="featured-gifts" title={t('featuredGifts')} more={{ href: '/gift', label: t('seeAllGifts') }}>
          <ProductGrid products={gifts} />
        </HomeSection>
      )}

      {categories.length > 0 && (
        <HomeSection
          id="top-categories"
          title={t('topCategories')}
          intro={t('topCategoriesIntro')}
          more={{ href: '/gift', label: t('seeAllGifts') }}
          className="bg-brand-light/40"
        >
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {categories.map((category) => (
              <li key={category.slug}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {experiences.length > 0 && (
        <HomeSection id="featured-experiences" title={t('featuredExperiences')} more={{ href: '/booking', label: t('seeAllExperiences') }}>
          <ProductGrid products={experiences} />
        </HomeSection>
      )}

      <HomeSection id="how-it-works" title={<StaffText untranslated={isEnglish(content.howItWorks.title, english?.howItWorks.title)}>{content.howItWorks.title}</StaffText>} className="bg-ink text-white">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.howItWorks.steps.map((step, index) => (
            <li key={`${index}:${step.title}`} className="flex flex-col gap-3 rounded-xl bg-white/5 p-6">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand">
                <Icon name={step.icon} size={24} />
              </span>
              <p className="text-xs font-semibold uppercase tracking-wide text-white/80">{t('stepNumber', { number: index + 1 })}</p>
              <StaffText as="h3" className="text-lg font-bold" untranslated={isEnglish(step.title, english?.howItWorks.steps[index]?.title)}>
                {step.title}
              </StaffText>
              {step.text && (
                <StaffText as="p" className="text-white/85" untranslated={isEnglish(step.text, english?.howItWorks.steps[index]?.text)}>
                  {step.text}
                </StaffText>
              )}
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link href="/gift" className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-2 font-semibold hover:bg-brand-dark">
            {t('findGift')}
          </Link>
          <Link
            href="/certificate/activation"
            className="inline-flex min-h-11 items-center rounded-full border border-white/60 px-6 py-2 font-semibold hover:bg-white hover:text-ink"
          >
            {t('activateCertificate')}
          </Link>
        </div>
      </HomeSection>

      {posts.length > 0 && (
        <HomeSection id="latest-stories" title={t('latestStories')} more={{ href: '/blog', label: t('seeAllPosts') }}>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
    </>
  );
}
