import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { blogPageParamSchema } from '../schemas';
import { listPostPage } from '../server/queries';
import { Pagination } from './pagination';
import { PostCard } from './post-card';

export interface BlogListRouteProps {
  params: Promise<{ locale: string }>;
  /** Absent on the first page, which is rendered once and cached (src/storefront-routing.ts). */
  searchParams?: Promise<{ page?: string | string[] }>;
}

function blogHref(page: number): string {
  return page === 1 ? '/blog' : `/blog?page=${page}`;
}

// `?page=abc`, `?page=0` or a repeated parameter is not a page of the blog.
async function readPageNumber(searchParams: BlogListRouteProps['searchParams']): Promise<number> {
  const parsed = blogPageParamSchema.safeParse(searchParams ? (await searchParams).page : undefined);
  if (!parsed.success) notFound();
  return parsed.data;
}

/** The blog's list of posts, one page of it: metadata and page share the page-number parsing. */
export async function generateBlogListMetadata({ params, searchParams }: BlogListRouteProps): Promise<Metadata> {
  const [{ locale }, page] = await Promise.all([params, readPageNumber(searchParams)]);
  const t = await getTranslations({ locale, namespace: 'index.blog' });
  return createPageMetadata({
    locale,
    path: blogHref(page),
    title: page === 1 ? t('title') : t('pageTitle', { page }),
    description: t('description'),
  });
}

export async function BlogListPage({ params, searchParams }: BlogListRouteProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await readPageNumber(searchParams);
  const [result, t] = await Promise.all([listPostPage(page, locale), getTranslations('index.blog')]);
  if (page > result.pageCount) notFound();
  return (
    <div className="container-page py-10">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-lg text-muted">{t('description')}</p>
      </header>
      {result.posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-black/20 p-8 text-center text-muted">{t('empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {result.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} hrefFor={blogHref} />
    </div>
  );
}
