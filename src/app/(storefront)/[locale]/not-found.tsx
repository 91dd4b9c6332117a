import { NotFoundScreen } from '@/shell/layout/not-found-screen';
import { SiteHeader } from '@/shell/layout/site-header';
import { StorefrontFooter } from '@/shell/storefront-footer';

export { generateNotFoundMetadata as generateMetadata } from '@/shell/layout/not-found-screen';

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main-content" className="flex-1">
        <NotFoundScreen />
      </main>
      <StorefrontFooter />
    </>
  );
}
