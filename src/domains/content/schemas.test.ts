import { describe, expect, it } from 'vitest';
import { blogPageParamSchema, contentLinkSchema, homePageContentSchema, landingInputSchema, landingUrlPathSchema, logoContentSchema, postInputSchema } from './schemas';

describe('blogPageParamSchema', () => {
  it('reads no parameter as the first page and digits as a page number', () => {
    expect(blogPageParamSchema.parse(undefined)).toBe(1);
    expect(blogPageParamSchema.parse('1')).toBe(1);
    expect(blogPageParamSchema.parse('12')).toBe(12);
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['01'], [''], [['1', '2']]])('refuses %j', (value) => {
    expect(blogPageParamSchema.safeParse(value).success).toBe(false);
  });
});

describe('landingUrlPathSchema', () => {
  it.each(['toronto-experiences', 'adventure/water-activities', 'a/b/c'])('accepts %s', (path) => {
    expect(landingUrlPathSchema.parse(path)).toBe(path);
  });

  it.each(['/adventure', 'adventure/', 'Adventure', 'a//b', 'spa days', 'café'])('refuses the malformed path %s', (path) => {
    expect(landingUrlPathSchema.safeParse(path).success).toBe(false);
  });

  it.each(['gift', 'gift/for-him', 'blog/news', 'admin', 'booking/checkout', 'en-ca/x'])('refuses %s, which a storefront route owns', (path) => {
    const result = landingUrlPathSchema.safeParse(path);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/another page/);
  });

  it('still accepts a path that only starts with the same letters as a route', () => {
    expect(landingUrlPathSchema.safeParse('gifts-for-him').success).toBe(true);
  });
});

describe('landingInputSchema', () => {
  const input = {
    urlPath: 'spa-days',
    title: 'Spa days',
    body: '',
    bannerImg: '/uploads/spa.webp',
    thumbImg: 'https://cdn.example.com/spa.webp',
    seoTitle: '  ',
    seoDescription: null,
    seoKeywords: 'spa',
    published: true,
    sortOrder: 0,
  };

  it('turns blank SEO fields into null', () => {
    expect(landingInputSchema.parse(input)).toMatchObject({ seoTitle: null, seoDescription: null, seoKeywords: 'spa' });
  });

  it('refuses images that are neither a site path nor https', () => {
    expect(landingInputSchema.safeParse({ ...input, bannerImg: 'javascript:alert(1)' }).success).toBe(false);
    expect(landingInputSchema.safeParse({ ...input, thumbImg: 'http://cdn.example.com/a.webp' }).success).toBe(false);
    expect(landingInputSchema.safeParse({ ...input, bannerImg: '//evil.example/a.webp' }).success).toBe(false);
  });
});

describe('home page and logo pictures', () => {
  const hero = { title: 'Gifts', subtitle: '', imageUrl: '/uploads/hero.webp', imageAlt: '', cta: { label: 'Shop', href: '/gift' } };
  const home = { hero, featuredGiftSlugs: [], topCategoryTagSlugs: [], featuredExperienceSlugs: [], howItWorks: { title: 'How', steps: [{ title: 'Pick', text: '', icon: 'gift' }] }, blogTeaserCount: 0 };
  const logo = { url: '/uploads/logo.webp', alt: 'Gift shop', width: 120, height: 36 };

  it('takes an uploaded picture or an https URL', () => {
    expect(homePageContentSchema.safeParse(home).success).toBe(true);
    expect(homePageContentSchema.safeParse({ ...home, hero: { ...hero, imageUrl: 'https://cdn.example.com/hero.webp' } }).success).toBe(true);
    expect(logoContentSchema.safeParse(logo).success).toBe(true);
  });

  // These were saved as typed and handed to the page's <img> and og:image (issue 12).
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/a.webp',
    '/\\evil.example/a.webp',
    '/uploads\\..\\a.webp',
    'http://cdn.example.com/a.webp',
  ])(
    'refuses %s',
    (address) => {
      expect(homePageContentSchema.safeParse({ ...home, hero: { ...hero, imageUrl: address } }).success).toBe(false);
      expect(logoContentSchema.safeParse({ ...logo, url: address }).success).toBe(false);
    },
  );
});

describe('postInputSchema', () => {
  it('accepts a scheduled date with an offset and refuses a bare date', () => {
    const post = {
      slug: 'nordic-spa-101',
      title: 'Nordic Spa 101',
      excerpt: '',
      body: 'Text',
      coverImage: null,
      authorName: '',
      published: true,
      seoTitle: null,
      seoDescription: null,
    };
    expect(postInputSchema.safeParse({ ...post, publishedAt: '2026-12-01T09:00:00-05:00' }).success).toBe(true);
    expect(postInputSchema.safeParse({ ...post, publishedAt: '2026-12-01' }).success).toBe(false);
    expect(postInputSchema.safeParse({ ...post, publishedAt: null, slug: 'Nordic Spa' }).success).toBe(false);
  });
});

describe('contentLinkSchema', () => {
  // Browsers read `/\host` as `//host`: a footer link that looks like a path would lead off the site.
  it.each(['//evil.example', '/\\evil.example', '/\\/evil.example', '/gift\\x'])('refuses the path %s', (href) => {
    expect(contentLinkSchema.safeParse({ type: 'link', label: 'Gifts', href }).success).toBe(false);
  });

  it('accepts a path on this site', () => {
    expect(contentLinkSchema.safeParse({ type: 'link', label: 'Gifts', href: '/gift?sort=price-asc' }).success).toBe(true);
  });
});

