import type { MetadataRoute } from 'next';
import { localizePath } from '@/i18n/locale-paths';
import { routing } from '@/i18n/routing';
import { getServerEnv } from '@/server/env';

// SITE_URL is read when the request comes, not baked in at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getServerEnv().SITE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Back office, API, the private steps of buying and booking, and group gifts' links, in each language.
      disallow: ['/admin', '/api', ...routing.locales.flatMap((locale) => ['/order', '/booking/checkout', '/group-gift'].map((path) => localizePath(path, locale)))],
    },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
