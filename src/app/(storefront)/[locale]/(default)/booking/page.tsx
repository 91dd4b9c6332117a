import { createProductListRoute } from '@/domains/catalog/ui/product-routes';

const route = createProductListRoute('EXPERIENCE');

// Filters and paging live in the query string, so the list renders per request from cached reads.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.ListPage;
