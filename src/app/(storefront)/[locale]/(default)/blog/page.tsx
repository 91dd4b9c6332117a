import { BlogListPage, generateBlogListMetadata, type BlogListRouteProps } from '@/domains/content/ui/blog-list-page';

// The blog's first page, the same for every visitor: rendered once and served from the cache.
// `/blog?page=N` is rewritten to list-views/blog (src/storefront-routing.ts).
export function generateMetadata({ params }: BlogListRouteProps) {
  return generateBlogListMetadata({ params });
}

export default function BlogPage({ params }: BlogListRouteProps) {
  return <BlogListPage params={params} />;
}
