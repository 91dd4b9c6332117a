import 'server-only';
import { getLocale } from 'next-intl/server';
import { createTranslator, hasLocale } from 'use-intl/core';
import english from '../../messages/en-CA.json';
import { routing } from '@/i18n/routing';

/**
 * Every language's messages, loaded statically: route handlers are outside next-intl's locale
 * routing, so they name their language (`?locale=`) instead of reading the request's.
 */
const catalogues = {
  'en-CA': english,
} satisfies Record<string, typeof english>;

/** A language the shop has messages in. */
export type ServerLocale = keyof typeof catalogues;

// Every language the storefront is routed in has its messages here (a type error otherwise).
routing.locales satisfies readonly ServerLocale[];

const serverLocales = Object.keys(catalogues) as ServerLocale[];

/** A language the shop has messages in, from an untrusted value such as a query parameter; null otherwise. */
export function parseServerLocale(value: string | null | undefined): ServerLocale | null {
  return hasLocale(serverLocales, value) ? value : null;
}

/** The request's language as next-intl resolved it, or the default one when the shop has no messages in it. */
export function resolveServerLocale(requestLocale: string): ServerLocale {
  return parseServerLocale(requestLocale) ?? routing.defaultLocale;
}

/**
 * The shop's messages in `locale` (by default the request's, as next-intl resolved it), for text
 * the server writes outside a component: an action's error, a problem's detail, a decline.
 * Keys are dotted paths from the root (`serverErrors.declines.card_declined`), checked against
 * the English catalogue by the type checker.
 */
export async function getServerTranslator(locale?: ServerLocale) {
  const resolved = locale ?? resolveServerLocale(await getLocale());
  return createTranslator({ locale: resolved, messages: catalogues[resolved] });
}
