import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/lib/json-ld';
import { buildProductJsonLd, toAbsoluteSiteUrl } from './product-json-ld';

const input = {
  url: 'https://shop.example/booking/sea-kayaking',
  name: 'Sea kayaking </script>',
  description: 'Paddle the coast.',
  images: ['https://shop.example/uploads/a.webp'],
  sku: 'sea-kayaking',
  priceCents: 8_950,
  brandName: 'Atlantic Shores',
  breadcrumbs: [
    { name: 'Home', url: 'https://shop.example/' },
    { name: 'Halifax', url: 'https://shop.example/halifax' },
  ],
  rating: null,
  reviews: [],
};

const reviews = [1, 2, 3, 4].map((day) => ({
  authorName: `Guest ${day}.`,
  rating: 5,
  text: `Review ${day}`,
  createdAt: `2026-05-0${day}T12:00:00.000Z`,
}));

describe('buildProductJsonLd', () => {
  it('gives a Product with an Offer in CAD, price in dollars', () => {
    const [product] = buildProductJsonLd(input);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Sea kayaking </script>',
      sku: 'sea-kayaking',
      brand: { '@type': 'Brand', name: 'Atlantic Shores' },
      offers: { '@type': 'Offer', priceCurrency: 'CAD', price: 89.5, url: input.url },
    });
  });

  it('ends the breadcrumb trail with the product', () => {
    const [, breadcrumbs] = buildProductJsonLd(input);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example/' },
        { position: 2, name: 'Halifax', item: 'https://shop.example/halifax' },
        { position: 3, name: 'Sea kayaking </script>', item: input.url },
      ],
    });
  });

  it('leaves ratings out while there are no reviews', () => {
    const [product] = buildProductJsonLd({ ...input, rating: { average: 0, count: 0 }, reviews });
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
    expect(buildProductJsonLd(input)[0]).not.toHaveProperty('aggregateRating');
  });

  it('gives the aggregate rating and a few reviews once there are some', () => {
    const [product] = buildProductJsonLd({ ...input, rating: { average: 4.7, count: 128 }, reviews });
    expect(product).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 128, bestRating: 5 },
    });
    expect(product?.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Guest 1.' },
        datePublished: '2026-05-01',
        reviewBody: 'Review 1',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      expect.objectContaining({ reviewBody: 'Review 2' }),
      expect.objectContaining({ reviewBody: 'Review 3' }),
    ]);
  });

  it('cannot close the script element once serialized', () => {
    expect(serializeJsonLd(buildProductJsonLd(input))).not.toContain('</script>');
  });
});

describe('toAbsoluteSiteUrl', () => {
  it('resolves site paths and keeps absolute URLs', () => {
    expect(toAbsoluteSiteUrl('/gift/x', 'https://shop.example')).toBe('https://shop.example/gift/x');
    expect(toAbsoluteSiteUrl('https://cdn.example/a.webp', 'https://shop.example')).toBe('https://cdn.example/a.webp');
  });
});
