import type { JsonLdData } from '@/lib/json-ld';

export type ProductJsonLdInput = {
  /** Absolute URL of the product page. */
  url: string;
  name: string;
  description: string;
  /** Absolute picture URLs. */
  images: string[];
  sku: string;
  priceCents: number;
  brandName: string | null;
  /** Trail to the product, absolute URLs; the product itself is appended. */
  breadcrumbs: { name: string; url: string }[];
  /** Visible reviews' average and count; null (no reviews) leaves aggregateRating out. */
  rating: { average: number; count: number } | null;
  /** A few of the newest reviews; only used with a rating. */
  reviews: { authorName: string; rating: number; text: string; createdAt: string }[];
};

/** Enough for rich results; the page lists the rest. */
const JSON_LD_REVIEW_LIMIT = 3;

function buildRatingFields(input: ProductJsonLdInput): JsonLdData {
  // Search engines reject an aggregateRating with no reviews behind it.
  if (!input.rating || input.rating.count <= 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: input.rating.average,
      reviewCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: input.reviews.slice(0, JSON_LD_REVIEW_LIMIT).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** schema.org Product with its Offer in CAD (price = cents / 100) and the page's BreadcrumbList. */
export function buildProductJsonLd(input: ProductJsonLdInput): JsonLdData[] {
  const trail = [...input.breadcrumbs, { name: input.name, url: input.url }];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: input.name,
      description: input.description,
      image: input.images,
      sku: input.sku,
      url: input.url,
      brand: input.brandName ? { '@type': 'Brand', name: input.brandName } : undefined,
      offers: {
        '@type': 'Offer',
        url: input.url,
        priceCurrency: 'CAD',
        price: input.priceCents / 100,
        availability: 'https://schema.org/InStock',
      },
      ...buildRatingFields(input),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
    },
  ];
}

/** A site path or absolute URL made absolute against the site's origin. */
export function toAbsoluteSiteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, siteUrl).toString();
}
