import { createProductListRoute } from '@/domains/catalog/ui/product-routes';

const route = createProductListRoute('EXPERIENCE');

export const generateMetadata = route.generateMetadata;
export default route.ListPage;
