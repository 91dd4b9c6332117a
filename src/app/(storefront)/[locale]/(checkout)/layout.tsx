import type { ReactNode } from 'react';
import { SiteHeader } from '@/shell/layout/site-header';

/** SPEC §2 checkout layout: logo only, no navigation or footer to leave the purchase by accident. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader withNavigation={false} />
      <main id="main-content" className="container-page flex-1 py-8">
        {children}
      </main>
    </>
  );
}
