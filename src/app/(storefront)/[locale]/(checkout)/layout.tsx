import type { ReactNode } from 'react';
import { setRouteLocale } from '@/i18n/route-locale';
import { SiteHeader } from '@/shell/layout/site-header';

/** SPEC §2 checkout layout: logo only, no navigation or footer to leave the purchase by accident. */
export default async function CheckoutLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await setRouteLocale(params);
  return (
    <>
      <SiteHeader withNavigation={false} />
      <main id="main-content" className="container-page flex-1 py-8">
        {children}
      </main>
    </>
  );
}
