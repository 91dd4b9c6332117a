import type { MetadataRoute } from 'next';
import { listSitemapEntries } from '@/domains/content/server/queries';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getServerEnv } from '@/server/env';

// Read from the database on request: there is no database at build time.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getServerEnv().SITE_URL;
  const entries = await listSitemapEntries();
  return entries.map((entry) => ({
    url: new URL(getPathname({ locale: routing.defaultLocale, href: entry.path }), siteUrl).toString(),
    lastModified: entry.lastModified,
  }));
}
