import type { JsonLdData } from '@/lib/json-ld';
import type { BreadcrumbLink } from '../schemas';

/** An absolute URL on the site for a path ("/blog") or an URL that is already absolute. */
export function toAbsoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, siteUrl).toString();
}

/** schema.org BreadcrumbList: positions start at 1 and follow the order shown on the page. */
export function buildBreadcrumbListJsonLd(items: readonly BreadcrumbLink[], siteUrl: string): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: toAbsoluteUrl(item.url, siteUrl),
    })),
  };
}

export interface BlogPostingInput {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  authorName: string;
  publisherName: string;
  datePublished: string;
  dateModified: string;
}

/** schema.org BlogPosting for one post; URLs must already be absolute. */
export function buildBlogPostingJsonLd(post: BlogPostingInput): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    url: post.url,
    headline: post.headline,
    description: post.description || undefined,
    image: post.image ?? undefined,
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: post.authorName ? { '@type': 'Person', name: post.authorName } : { '@type': 'Organization', name: post.publisherName },
    publisher: { '@type': 'Organization', name: post.publisherName },
  };
}
