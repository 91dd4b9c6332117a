import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ProductActionProvider } from '@/shell/product-action-provider';
import { ClientMessages } from './client-messages';
import { interFont } from './fonts';
import { StorefrontOverlays } from './storefront-overlays';

/**
 * The storefront's `<html>`: skip link, translations for client components and the shared
 * overlays. It takes the locale from the route, never from the request, so the pages inside
 * can be rendered once and served to every visitor (docs/performance.md).
 */
export async function StorefrontDocument({ locale, children }: { locale: string; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'index' });
  return (
    <html lang={locale} className={interFont.variable}>
      <body className="flex min-h-dvh flex-col bg-white font-sans antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          {t('skipToContent')}
        </a>
        <ClientMessages locale={locale} scope="shell">
          <ProductActionProvider>
            {children}
            <StorefrontOverlays />
          </ProductActionProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
