import { createProductDetailRoute } from '@/domains/catalog/ui/product-routes';

const route = createProductDetailRoute('EXPERIENCE');

export const generateMetadata = route.generateMetadata;
export default route.DetailPage;
