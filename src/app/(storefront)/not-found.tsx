import { setRequestLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/shell/layout/not-found-screen';
import { StorefrontDocument } from '@/shell/layout/storefront-document';
import { routing } from '@/i18n/routing';

export { generateNotFoundMetadata as generateMetadata } from '@/shell/layout/not-found-screen';

/** A path outside the locale routing: the default locale's 404 page. */
export default function NotFound() {
  setRequestLocale(routing.defaultLocale);
  return (
    <StorefrontDocument locale={routing.defaultLocale}>
      <main id="main-content" className="flex-1">
        <NotFoundScreen />
      </main>
    </StorefrontDocument>
  );
}
