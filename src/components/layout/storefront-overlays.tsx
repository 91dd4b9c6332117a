import { CartDrawer } from '@/components/commerce/cart-drawer';
import { ClientOverlays } from '@/components/overlays/client-overlays';
import { UiProviders } from '@/components/ui/ui-providers';
import { BurgerMenu } from './burger-menu';

/** The overlays every storefront page shares, with the content of each drawer kind. */
export function StorefrontOverlays() {
  return (
    <>
      <UiProviders drawerContent={{ 'burger-menu': <BurgerMenu />, cart: <CartDrawer /> }} />
      <ClientOverlays />
    </>
  );
}
