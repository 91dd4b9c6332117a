import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';

export const viewport: Viewport = { themeColor: '#db3844', width: 'device-width', initialScale: 1 };

/**
 * The root layout passes through: `[locale]/layout.tsx` renders the document with the route's
 * locale, so no page reads the request to find it. It exists above `[locale]` so that a path whose
 * first segment is not a locale (e.g. `/admin/unknown`) still gets the shop's 404 from
 * `not-found.tsx` here, which brings its own document.
 */
export default function StorefrontRootLayout({ children }: { children: ReactNode }) {
  return children;
}
