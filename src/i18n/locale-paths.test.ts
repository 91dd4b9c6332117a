import { describe, expect, it } from 'vitest';
import { languageSwitchSchema } from './language-switch-schema';
import { getLanguageAlternates, getLanguageSwitchHref, localizePath, readRequestLocale, splitLocalePrefix } from './locale-paths';

describe('localizePath', () => {
  it('keeps English unprefixed and puts French under /fr-CA, query included', () => {
    expect(localizePath('/gift/x?sort=price&page=2', 'en-CA')).toBe('/gift/x?sort=price&page=2');
    expect(localizePath('/gift/x?sort=price&page=2', 'fr-CA')).toBe('/fr-CA/gift/x?sort=price&page=2');
    expect(localizePath('/', 'fr-CA')).toBe('/fr-CA');
    expect(localizePath('/?q=1', 'fr-CA')).toBe('/fr-CA?q=1');
  });

  it('round-trips with splitLocalePrefix', () => {
    for (const path of ['/', '/gift/x', '/blog/some-post']) {
      expect(splitLocalePrefix(localizePath(path, 'fr-CA'))).toEqual({ locale: 'fr-CA', path });
      expect(splitLocalePrefix(localizePath(path, 'en-CA'))).toEqual({ locale: 'en-CA', path });
    }
  });
});

describe('getLanguageAlternates', () => {
  it('names the page in both languages, and x-default as the unprefixed address that negotiates', () => {
    expect(getLanguageAlternates('/blog?page=2')).toEqual({ 'en-CA': '/blog?page=2', 'fr-CA': '/fr-CA/blog?page=2', 'x-default': '/blog?page=2' });
  });
});

describe('the language switch link', () => {
  it('names the language and the page, and its route accepts only a path on this site', () => {
    const href = getLanguageSwitchHref('/gift/x?sort=price', 'fr-CA');
    const query = Object.fromEntries(new URL(href, 'http://shop.test').searchParams);
    expect(languageSwitchSchema.parse(query)).toEqual({ locale: 'fr-CA', path: '/gift/x?sort=price' });
    for (const path of ['https://evil.test/', '//evil.test', '/\\evil.test', 'gift']) {
      expect(languageSwitchSchema.safeParse({ locale: 'fr-CA', path }).success).toBe(false);
    }
    expect(languageSwitchSchema.safeParse({ locale: 'de-DE', path: '/' }).success).toBe(false);
  });
});

describe('readRequestLocale (server actions and API calls)', () => {
  it('takes the locale of the page the request came from', () => {
    expect(readRequestLocale({ referer: 'https://shop.test/fr-CA/gift/x', chosenLocale: undefined })).toBe('fr-CA');
    expect(readRequestLocale({ referer: 'https://shop.test/fr-CA', chosenLocale: undefined })).toBe('fr-CA');
    expect(readRequestLocale({ referer: 'https://shop.test/gift/x', chosenLocale: 'fr-CA' })).toBe('en-CA');
  });

  it('falls back to the stored choice, then English', () => {
    expect(readRequestLocale({ referer: null, chosenLocale: 'fr-CA' })).toBe('fr-CA');
    expect(readRequestLocale({ referer: 'not a url', chosenLocale: 'xx' })).toBe('en-CA');
  });
});
