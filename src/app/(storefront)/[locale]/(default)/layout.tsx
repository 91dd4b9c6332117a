import type { ReactNode } from 'react';
import { SiteHeader } from '@/shell/layout/site-header';
import { StorefrontFooter } from '@/shell/storefront-footer';

/** SPEC §2 default layout: header with navigation, page, footer. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
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
