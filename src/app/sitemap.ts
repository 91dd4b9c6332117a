import type { MetadataRoute } from 'next';
import { listSitemapEntries } from '@/domains/content/server/queries';
import { getLanguageAlternates, localizePath } from '@/i18n/locale-paths';
import { routing } from '@/i18n/routing';
import { getServerEnv } from '@/server/env';

// Read from the database on request: there is no database at build time.
export const dynamic = 'force-dynamic';

/** Every page in every language, each entry naming its other languages (hreflang in the sitemap). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getServerEnv().SITE_URL;
  const toUrl = (path: string) => new URL(path, siteUrl).toString();
  const entries = await listSitemapEntries();
  return entries.flatMap((entry) => {
    const languages = Object.fromEntries(Object.entries(getLanguageAlternates(entry.path)).map(([language, path]) => [language, toUrl(path)]));
    return routing.locales.map((locale) => ({
      url: toUrl(localizePath(entry.path, locale)),
      lastModified: entry.lastModified,
      alternates: { languages },
    }));
  });
}
