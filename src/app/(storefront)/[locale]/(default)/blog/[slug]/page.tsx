import type { Metadata } from 'next';
import { ContentImage } from '@/components/ui/content-image';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { Icon } from '@/components/ui/icon';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { buildBlogPostingJsonLd, toAbsoluteUrl } from '@/domains/content/lib/structured-data';
import { getPostBySlug } from '@/domains/content/server/queries';
import { BLOG_TIME_ZONE } from '@/domains/content/ui/post-card';
import { getPathname, Link } from '@/i18n/navigation';
import { getServerEnv } from '@/server/env';
import { StaffText } from '@/components/ui/staff-text';

interface PostPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

async function loadPost(params: PostPageProps['params']) {
  const { slug, locale } = await params;
  const post = await getPostBySlug(slug, locale);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const { locale } = await params;
  const post = await loadPost(params);
  return createPageMetadata({
    locale,
    path: `/blog/${post.slug}`,
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.excerpt,
    image: post.coverImage ? { url: post.coverImage, alt: post.title } : null,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
  });
}

export default async function PostPage({ params }: PostPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const post = await loadPost(params);
  const [t, index, format] = await Promise.all([getTranslations('index.blog'), getTranslations('index'), getFormatter()]);
  const siteUrl = getServerEnv().SITE_URL;
  return (
    <article className="container-page py-10">
      <JsonLd
        data={buildBlogPostingJsonLd({
          url: toAbsoluteUrl(getPathname({ locale, href: `/blog/${post.slug}` }), siteUrl),
          headline: post.title,
          description: post.excerpt,
          image: post.coverImage ? toAbsoluteUrl(post.coverImage, siteUrl) : null,
          authorName: post.authorName,
          publisherName: index('siteName'),
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
        })}
      />
      <div className="mx-auto max-w-3xl">
        <Link href="/blog" className="mb-6 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand-dark underline-offset-4 hover:underline">
          <Icon name="arrow-left" size={16} />
          {t('backToBlog')}
        </Link>
        <header className="mb-8 space-y-3">
          <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">
            <StaffText untranslated={post.untranslated.includes('title')}>{post.title}</StaffText>
          </h1>
          <p className="text-muted">
            <span className="sr-only">{t('publishedOn')} </span>
            <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'long', timeZone: BLOG_TIME_ZONE })}</time>
            {post.authorName && <> · {t('byAuthor', { name: post.authorName })}</>}
          </p>
          {post.excerpt && (
            <StaffText as="p" className="text-lg" untranslated={post.untranslated.includes('excerpt')}>
              {post.excerpt}
            </StaffText>
          )}
        </header>
        {post.coverImage && (
          <div className="relative mb-8 aspect-[3/2] overflow-hidden rounded-xl bg-brand-light">
            <ContentImage
              src={post.coverImage}
              alt=""
              fill
              preload
              fetchPriority="high"
              sizes="(min-width: 48rem) 768px, 100vw"
              className="object-cover"
            />
          </div>
        )}
        <StaffText as="div" untranslated={post.untranslated.includes('body')}>
          <MarkdownContent source={post.body} />
        </StaffText>
      </div>
    </article>
  );
}

export { renderOnFirstRequest as generateStaticParams } from '@/app/(storefront)/render-on-first-request';
