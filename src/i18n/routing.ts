import { defineRouting } from 'next-intl/routing';

const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60; // SPEC §9: locale cookie 365 days

export const routing = defineRouting({
  locales: ['en-CA', 'fr-CA'],
  defaultLocale: 'en-CA',
  // en-CA is served without a prefix; any later locale lives under /{locale}/…
  localePrefix: 'as-needed',
  localeCookie: { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS },
});
