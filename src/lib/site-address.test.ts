import { describe, expect, it } from 'vitest';
import { PICTURE_ADDRESS, SERVED_PICTURE_PATH, SITE_PATH, SITE_PATH_OR_HTTPS } from './site-address';

const anotherSite = ['//evil.example/x', '/\\evil.example/x', '/a\\b', 'javascript:alert(1)', 'data:text/html,x', 'http://cdn.example.com/x.jpg', '/with space'];

describe('site addresses staff type', () => {
  it('takes paths on this site, and https where an address may leave it', () => {
    expect(SITE_PATH.test('/adventure/water')).toBe(true);
    expect(SITE_PATH.test('https://example.com')).toBe(false);
    expect(SITE_PATH_OR_HTTPS.test('/adventure/water')).toBe(true);
    expect(SITE_PATH_OR_HTTPS.test('https://example.com/help')).toBe(true);
  });

  it('takes pictures only from where the shop serves them (the image optimizer refuses other paths), or https', () => {
    expect(PICTURE_ADDRESS.test('/uploads/2026/logo.webp')).toBe(true);
    expect(PICTURE_ADDRESS.test('/images/hero.jpg')).toBe(true);
    expect(PICTURE_ADDRESS.test('https://cdn.example.com/hero.jpg')).toBe(true);
    expect(PICTURE_ADDRESS.test('/gift')).toBe(false);
    expect(SERVED_PICTURE_PATH.test('https://cdn.example.com/hero.jpg')).toBe(false);
    expect(SERVED_PICTURE_PATH.test('/uploads/products/kayak.webp')).toBe(true);
  });

  it.each(anotherSite)('refuses %s everywhere', (address) => {
    for (const pattern of [SITE_PATH, SITE_PATH_OR_HTTPS, PICTURE_ADDRESS, SERVED_PICTURE_PATH]) expect(pattern.test(address)).toBe(false);
  });
});
