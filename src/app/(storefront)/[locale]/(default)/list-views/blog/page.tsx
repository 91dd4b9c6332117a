import { BlogListPage, generateBlogListMetadata } from '@/domains/content/ui/blog-list-page';

// /blog?page=N (src/storefront-routing.ts): rendered per request from cached reads, because the
// page number is in the query string.
export const dynamic = 'force-dynamic';
export const generateMetadata = generateBlogListMetadata;
export default BlogListPage;
