import { ClientOverlays } from '@/shell/overlays/client-overlays';
import { UiProviders } from '@/components/ui/ui-providers';
import { ProductListFilterDrawerContent } from '@/domains/catalog/ui/product-list-filter-drawer-slot';
import { CartDrawer } from '@/domains/orders/ui/cart-drawer';
import { customerChatConfig } from '@/lib/customer-chat-config';
import { BurgerMenu } from './burger-menu';
import { BurgerMenuShortcuts } from './header-actions';

/** The overlays every storefront page shares, with the content of each drawer kind. */
export function StorefrontOverlays() {
  return (
    <>
      <UiProviders
        drawerContent={{
          'burger-menu': (
            <>
              <BurgerMenu />
              <BurgerMenuShortcuts />
            </>
          ),
          cart: <CartDrawer />,
          'features-product-list-filter': <ProductListFilterDrawerContent />,
        }}
      />
      <ClientOverlays chatConfig={customerChatConfig} />
    </>
  );
}
