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
};

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
