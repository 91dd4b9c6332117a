import { createProductListRoute } from '@/domains/catalog/ui/product-routes';

const route = createProductListRoute('EXPERIENCE');

// /booking with filters, a sort or a page number (src/storefront-routing.ts): rendered per request
// from cached reads, because the query string is the content.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.ListPage;
