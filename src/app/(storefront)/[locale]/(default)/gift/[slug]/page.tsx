import { createProductDetailRoute } from '@/domains/catalog/ui/product-detail-route';
import { getServerEnv } from '@/server/env';
import { renderExperienceBooking, renderGiftPurchase } from '@/shell/catalog/product-page-slots';
import { withClientMessages } from '@/shell/layout/client-messages';

// SITE_URL is read when the request comes, not baked in at build time.
const route = createProductDetailRoute('GIFT_VOUCHER', { readSiteUrl: () => getServerEnv().SITE_URL, renderGiftPurchase, renderExperienceBooking });

export const generateMetadata = route.generateMetadata;
export default withClientMessages('productPage', route.DetailPage);

export { renderOnFirstRequest as generateStaticParams } from '@/app/(storefront)/render-on-first-request';
