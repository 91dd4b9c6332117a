import { defineRouting } from 'next-intl/routing';

export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60; // SPEC §9: locale cookie 365 days
/** The visitor's chosen language; the redirects of src/storefront-routing.ts read it. */
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE';

export const routing = defineRouting({
  locales: ['en-CA', 'fr-CA'],
  defaultLocale: 'en-CA',
  // en-CA is served without a prefix; French lives under /fr-CA/… with the same path segments (docs/adr/0023)
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE_NAME, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS },
});

export type Locale = (typeof routing.locales)[number];

/** Each language's own name, the same in every catalogue (a French reader looks for "Français"). */
export const localeNames: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };
