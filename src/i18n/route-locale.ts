import 'server-only';
import { cache } from 'react';
import { setRequestLocale } from 'next-intl/server';

type Deferred = { promise: Promise<string>; resolve: (locale: string) => void };

/** This request's `[locale]` segment, once its layout has read it; React's cache makes it one per request. */
const getSegmentLocale = cache((): Deferred => {
  let resolve: (locale: string) => void = () => undefined;
  const promise = new Promise<string>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
});

/**
 * Next renders layouts, pages and not-found files in parallel, so each names its locale before it
 * renders anything that reads it (next-intl's `setRequestLocale`); otherwise the first reader would
 * fix the request's locale to the default one. Layouts and pages have the `[locale]` param.
 */
export async function setRouteLocale(params: Promise<{ locale: string }>): Promise<string> {
  const { locale } = await params;
  setRequestLocale(locale);
  getSegmentLocale().resolve(locale);
  return locale;
}

/** How long a not-found file waits for its layout's locale before it falls back to the default one. */
const SEGMENT_LOCALE_WAIT_MS = 2_000;

/**
 * A not-found file gets no params: it waits for the `[locale]` layout of the same request to name
 * the locale (setRouteLocale), then sets it for the header, footer and text it renders.
 */
export async function setNotFoundLocale(fallback: string): Promise<string> {
  const locale = await Promise.race([
    getSegmentLocale().promise,
    new Promise<string>((settle) => setTimeout(() => settle(fallback), SEGMENT_LOCALE_WAIT_MS)),
  ]);
  setRequestLocale(locale);
  return locale;
}
