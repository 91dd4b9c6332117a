import { createProductDetailRoute } from '@/domains/catalog/ui/product-routes';

const route = createProductDetailRoute('GIFT_VOUCHER');

export const generateMetadata = route.generateMetadata;
export default route.DetailPage;
