import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { blogPageParamSchema } from '@/domains/content/schemas';
import { listPostPage } from '@/domains/content/server/queries';
import { Pagination } from '@/domains/content/ui/pagination';
import { PostCard } from '@/domains/content/ui/post-card';

// The page number is in the query string, so the list renders per request from cached reads.
export const dynamic = 'force-dynamic';

interface BlogPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

function blogHref(page: number): string {
  return page === 1 ? '/blog' : `/blog?page=${page}`;
}

// `?page=abc`, `?page=0` or a repeated parameter is not a page of the blog.
async function readPageNumber(searchParams: BlogPageProps['searchParams']): Promise<number> {
  const parsed = blogPageParamSchema.safeParse((await searchParams).page);
  if (!parsed.success) notFound();
  return parsed.data;
}

export async function generateMetadata({ params, searchParams }: BlogPageProps): Promise<Metadata> {
  const [{ locale }, page] = await Promise.all([params, readPageNumber(searchParams)]);
  const t = await getTranslations({ locale, namespace: 'index.blog' });
  return createPageMetadata({
    locale,
    path: blogHref(page),
    title: page === 1 ? t('title') : t('pageTitle', { page }),
    description: t('description'),
  });
}

export default async function BlogPage({ params, searchParams }: BlogPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await readPageNumber(searchParams);
  const [result, t] = await Promise.all([listPostPage(page), getTranslations('index.blog')]);
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
