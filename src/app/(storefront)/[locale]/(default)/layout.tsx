import type { ReactNode } from 'react';
import { SiteFooter } from '@/domains/content/ui/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** SPEC §2 default layout: header with navigation, page, footer. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
