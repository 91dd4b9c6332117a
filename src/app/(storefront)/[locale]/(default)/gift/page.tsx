import { createProductListRoute, type ListRouteProps } from '@/domains/catalog/ui/product-routes';

const route = createProductListRoute('GIFT_VOUCHER');

// The unfiltered list, the same for every visitor: rendered once and served from the cache. An
// address with filters, a sort or a page number is rewritten to list-views/gift (src/storefront-routing.ts).
export function generateMetadata({ params }: ListRouteProps) {
  return route.generateMetadata({ params });
}

export default function GiftListPage({ params }: ListRouteProps) {
  return <route.ListPage params={params} />;
}
