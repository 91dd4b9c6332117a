import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StorefrontOverlays } from '@/components/layout/storefront-overlays';
import { routing } from '@/i18n/routing';
import { getServerEnv } from '@/server/env';
import { interFont } from '../../fonts';
import '../../globals.css';

interface StorefrontLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: StorefrontLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'index' });
  return {
    metadataBase: new URL(getServerEnv().SITE_URL),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('siteDescription'),
  };
}

export const viewport: Viewport = { themeColor: '#db3844', width: 'device-width', initialScale: 1 };

export default async function StorefrontRootLayout({ children, params }: StorefrontLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
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
