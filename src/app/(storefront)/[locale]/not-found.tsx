import { routing } from '@/i18n/routing';
import { setNotFoundLocale } from '@/i18n/route-locale';
import { NotFoundScreen } from '@/shell/layout/not-found-screen';
import { SiteHeader } from '@/shell/layout/site-header';
import { StorefrontFooter } from '@/shell/storefront-footer';

export { generateNotFoundMetadata as generateMetadata } from '@/shell/layout/not-found-screen';

/** Inside the `[locale]` layout: the 404 in the page's language (a French address gets a French 404). */
export default async function NotFound() {
  await setNotFoundLocale(routing.defaultLocale);
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
