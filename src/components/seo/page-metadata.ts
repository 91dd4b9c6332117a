import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLanguageAlternates, localizePath } from '@/i18n/locale-paths';

export interface PageMetadataInput {
  locale: string;
  /** Site path without locale prefix, e.g. "/blog"; the canonical URL and the alternates add the prefix where needed. */
  path: string;
  title: string;
  description?: string | null;
  keywords?: string | null;
  /** Site path or absolute URL of the picture social networks show. */
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** For pages whose <title> must not get the " | site name" suffix (home). */
  absoluteTitle?: boolean;
}

/**
 * Title, description, canonical URL, the page in each language (hreflang, and x-default for the
 * unprefixed address that negotiates) and Open Graph for one indexable storefront page. Relative
 * URLs are resolved against `metadataBase` (SITE_URL), set by the storefront layout.
 */
export async function createPageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale: input.locale, namespace: 'index' });
  const canonical = localizePath(input.path, input.locale);
  const description = input.description ?? undefined;
  const images = input.image ? [input.image] : undefined;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description,
    keywords: input.keywords ?? undefined,
    alternates: { canonical, languages: getLanguageAlternates(input.path) },
    openGraph: {
      title: input.title,
      description,
      url: canonical,
      siteName: t('siteName'),
      locale: input.locale.replace('-', '_'),
      images,
      ...(input.type === 'article'
        ? { type: 'article', publishedTime: input.publishedTime, modifiedTime: input.modifiedTime }
        : { type: 'website' }),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: input.title, description, images: images?.map((image) => image.url) },
  };
}
