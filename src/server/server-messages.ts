import 'server-only';
import { createTranslator, hasLocale } from 'use-intl/core';
import { catalogues, type CatalogueLocale } from '@/i18n/catalogues';
import { routing } from '@/i18n/routing';

// Route handlers are outside next-intl's locale routing, so they name their language (`?locale=`)
// instead of reading the request's.

/** A language the shop has messages in. */
export type ServerLocale = CatalogueLocale;

// Every language the storefront is routed in has its messages here (a type error otherwise).
routing.locales satisfies readonly ServerLocale[];

const serverLocales = Object.keys(catalogues) as ServerLocale[];

/** A language the shop has messages in, from an untrusted value such as a query parameter; null otherwise. */
export function parseServerLocale(value: string | null | undefined): ServerLocale | null {
  return hasLocale(serverLocales, value) ? value : null;
}

/**
 * The shop's messages in `locale`, for text the server writes outside next-intl's request scope
 * (pages and actions have `getTranslations`, in the request's language): a route handler's problem
 * detail. Keys are dotted paths from the root (`form.errors.not_found`), checked against the
 * English catalogue by the type checker.
 */
export function getServerTranslator(locale: ServerLocale) {
  return createTranslator({ locale, messages: catalogues[locale] });
}

