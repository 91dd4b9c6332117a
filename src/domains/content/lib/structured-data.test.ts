import { describe, expect, it } from 'vitest';
import { buildBlogPostingJsonLd, buildBreadcrumbListJsonLd, toAbsoluteUrl } from './structured-data';

const site = 'https://gifts.example.ca';

describe('toAbsoluteUrl', () => {
  it('joins site paths to the site URL and keeps absolute URLs', () => {
    expect(toAbsoluteUrl('/adventure/water-activities', site)).toBe('https://gifts.example.ca/adventure/water-activities');
    expect(toAbsoluteUrl('/', site)).toBe('https://gifts.example.ca/');
    expect(toAbsoluteUrl('https://cdn.example.com/a.webp', site)).toBe('https://cdn.example.com/a.webp');
  });
});

describe('buildBreadcrumbListJsonLd', () => {
  it('numbers the items from 1 in the order given, with absolute URLs', () => {
    const data = buildBreadcrumbListJsonLd(
      [
        { label: 'Home', url: '/' },
        { label: 'Adventure', url: '/adventure' },
        { label: 'Water activities', url: '/adventure/water-activities' },
      ],
      site,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://gifts.example.ca/' },
        { '@type': 'ListItem', position: 2, name: 'Adventure', item: 'https://gifts.example.ca/adventure' },
        { '@type': 'ListItem', position: 3, name: 'Water activities', item: 'https://gifts.example.ca/adventure/water-activities' },
      ],
    });
  });
});

describe('buildBlogPostingJsonLd', () => {
  const post = {
    url: `${site}/blog/nordic-spa-101`,
    headline: 'Nordic Spa 101',
    description: 'What to bring.',
    image: `${site}/uploads/post.webp`,
    authorName: 'Liam Chen',
    publisherName: 'Canada Gift Experiences',
    datePublished: '2026-10-14T16:00:00.000Z',
    dateModified: '2026-10-15T08:00:00.000Z',
  };

  it('names the author as a person and the shop as publisher', () => {
    const data = buildBlogPostingJsonLd(post);
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Nordic Spa 101',
      author: { '@type': 'Person', name: 'Liam Chen' },
      publisher: { '@type': 'Organization', name: 'Canada Gift Experiences' },
      datePublished: '2026-10-14T16:00:00.000Z',
      mainEntityOfPage: { '@id': `${site}/blog/nordic-spa-101` },
    });
  });

  it('credits the shop when the post has no author and leaves out a missing image', () => {
    const data = buildBlogPostingJsonLd({ ...post, authorName: '', image: null });
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Canada Gift Experiences' });
    expect(JSON.parse(JSON.stringify(data))).not.toHaveProperty('image');
  });
});
