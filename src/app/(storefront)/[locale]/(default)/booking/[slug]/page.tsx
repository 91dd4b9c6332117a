import { createProductDetailRoute } from '@/domains/catalog/ui/product-routes';
import { getServerEnv } from '@/server/env';
import { renderExperienceBooking, renderGiftPurchase } from '@/shell/catalog/product-page-slots';

// SITE_URL is read when the request comes, not baked in at build time.
const route = createProductDetailRoute('EXPERIENCE', { readSiteUrl: () => getServerEnv().SITE_URL, renderGiftPurchase, renderExperienceBooking });

export const generateMetadata = route.generateMetadata;
export default route.DetailPage;

export { renderOnFirstRequest as generateStaticParams } from '@/app/(storefront)/render-on-first-request';
