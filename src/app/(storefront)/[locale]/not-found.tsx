import { NotFoundScreen } from '@/components/layout/not-found-screen';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

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
