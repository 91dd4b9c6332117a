import { NotFoundScreen } from '@/components/layout/not-found-screen';
import { SiteFooter } from '@/domains/content/ui/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export { generateNotFoundMetadata as generateMetadata } from '@/components/layout/not-found-screen';

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main-content" className="flex-1">
        <NotFoundScreen />
      </main>
      <SiteFooter />
    </>
  );
}
