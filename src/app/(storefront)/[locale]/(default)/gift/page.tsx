import { createProductListRoute } from '@/domains/catalog/ui/product-routes';

const route = createProductListRoute('GIFT_VOUCHER');

export const generateMetadata = route.generateMetadata;
export default route.ListPage;
