import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { StorefrontOverlays } from '@/components/layout/storefront-overlays';
import { interFont } from '../fonts';
import '../globals.css';

export const viewport: Viewport = { themeColor: '#db3844', width: 'device-width', initialScale: 1 };

/**
 * The storefront's root layout. It sits above `[locale]` so that a path whose first segment is
 * not a locale (e.g. `/admin/unknown`) still gets the shop's 404 page from `not-found.tsx` here.
 */
export default async function StorefrontRootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations('index');
  return (
    <html lang={locale} className={interFont.variable}>
      <body className="flex min-h-dvh flex-col bg-white font-sans antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
          {children}
          <StorefrontOverlays />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
