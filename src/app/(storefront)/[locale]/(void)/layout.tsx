import type { ReactNode } from 'react';
import { setRouteLocale } from '@/i18n/route-locale';

/** SPEC §2 void layout: the page alone, for printable and embedded screens. */
export default async function VoidLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await setRouteLocale(params);
  return (
    <main id="main-content" className="flex-1">
      {children}
    </main>
  );
}
