import { describe, expect, it } from 'vitest';
import { createTagSchema, updateProductDetailsSchema } from './staff-schemas';

describe('updateProductDetailsSchema', () => {
  it('accepts a partial change', () => {
    expect(updateProductDetailsSchema.parse({ title: ' New title ', published: false })).toEqual({ title: 'New title', published: false });
  });

  it('refuses an empty change, unknown fields and fractional cents', () => {
    expect(updateProductDetailsSchema.safeParse({}).success).toBe(false);
    expect(updateProductDetailsSchema.safeParse({ title: 'x', kind: 'EXPERIENCE' }).success).toBe(false);
    expect(updateProductDetailsSchema.safeParse({ priceCents: 10.5 }).success).toBe(false);
  });

  it('turns blank optional texts into null', () => {
    expect(updateProductDetailsSchema.parse({ seoTitle: '  ' })).toEqual({ seoTitle: null });
  });

  it('refuses a slug that is the address of a page of the shop, which would hide the product', () => {
    for (const slug of ['manage', 'Checkout', 'confirmation']) {
      const result = updateProductDetailsSchema.safeParse({ slug });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^This slug is the address of a page of the shop/);
    }
    expect(updateProductDetailsSchema.parse({ slug: 'manage-a-farm' })).toEqual({ slug: 'manage-a-farm' });
  });
});

describe('createTagSchema imageUrl', () => {
  const tag = (imageUrl: string) => createTagSchema.safeParse({ name: 'Whistler', slug: 'whistler', type: 'CATEGORY', imageUrl });

  it('takes an uploaded picture, an https address or nothing', () => {
    expect(tag('/uploads/tags/whistler.webp').data?.imageUrl).toBe('/uploads/tags/whistler.webp');
    expect(tag('https://cdn.example.com/whistler.jpg').success).toBe(true);
    expect(tag('').data?.imageUrl).toBeNull();
  });

  it('refuses another site through // or /\\, plain http and script addresses', () => {
    for (const address of ['//evil.example/x.png', '/\\evil.example/x.png', 'http://cdn.example.com/x.jpg', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>']) {
      expect(tag(address).success, address).toBe(false);
    }
  });
});
