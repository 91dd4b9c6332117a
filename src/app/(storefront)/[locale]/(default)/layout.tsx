import type { ReactNode } from 'react';
import { setRouteLocale } from '@/i18n/route-locale';
import { SiteHeader } from '@/shell/layout/site-header';
import { StorefrontFooter } from '@/shell/storefront-footer';

/** SPEC §2 default layout: header with navigation, page, footer. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await setRouteLocale(params);
  return (
    <>
      <SiteHeader />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <StorefrontFooter />
    </>
  );
}
