import type { ReactNode } from 'react';
import { setRouteLocale } from '@/i18n/route-locale';
import { SiteHeader } from '@/shell/layout/site-header';
import { StorefrontFooter } from '@/shell/storefront-footer';

/** SPEC §2 no-sidenav layout (sign-in, sign-up): header without the menu, a narrow column. */
export default async function NoSidenavLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await setRouteLocale(params);
  return (
    <>
      <SiteHeader withNavigation={false} />
      <main id="main-content" className="container-page flex-1 py-10">
        <div className="mx-auto w-full max-w-md">{children}</div>
      </main>
      <StorefrontFooter />
    </>
  );
}
