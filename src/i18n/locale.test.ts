import { describe, expect, it } from 'vitest';
import { getLocalizedSiteUrl, localeSchema, toAppLocale } from './locale';
import { routing } from './routing';

describe('document locales', () => {
  it('accepts exactly the routing’s locales', () => {
    for (const locale of routing.locales) expect(localeSchema.safeParse(locale).success).toBe(true);
    for (const other of ['fr-FR', 'en', 'EN-CA', '', null]) expect(localeSchema.safeParse(other).success).toBe(false);
  });

  it('reads a stored language the shop no longer routes as the default one', () => {
    expect(toAppLocale('fr-CA')).toBe('fr-CA');
    expect(toAppLocale('de-DE')).toBe(routing.defaultLocale);
    expect(toAppLocale(undefined)).toBe(routing.defaultLocale);
  });

  it('prefixes the site address with a locale other than the default', () => {
    expect(getLocalizedSiteUrl('https://shop.example.ca', 'en-CA')).toBe('https://shop.example.ca');
    expect(getLocalizedSiteUrl('https://shop.example.ca', 'fr-CA')).toBe('https://shop.example.ca/fr-CA');
    expect(getLocalizedSiteUrl('https://shop.example.ca/', 'fr-CA')).toBe('https://shop.example.ca/fr-CA');
  });
});
