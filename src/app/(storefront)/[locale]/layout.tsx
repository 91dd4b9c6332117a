import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { setRouteLocale } from '@/i18n/route-locale';
import { routing } from '@/i18n/routing';
import { StorefrontDocument } from '@/shell/layout/storefront-document';
import { getServerEnv } from '@/server/env';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'index' });
  return {
    metadataBase: new URL(getServerEnv().SITE_URL),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('siteDescription'),
  };
}

export { renderOnFirstRequest as generateStaticParams } from '@/app/(storefront)/render-on-first-request';

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  await setRouteLocale(params);
  return <StorefrontDocument locale={locale}>{children}</StorefrontDocument>;
}
