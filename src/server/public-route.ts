import 'server-only';
import type { NextResponse } from 'next/server';
import type { WriteSenders } from '@/lib/request-origin';
import { errorResponse, errorResponseIn, guardRouteParams, guardRouteRequest } from './http';
import { parseServerLocale } from './server-messages';

interface PublicRequest<Params> {
  request: Request;
  params: Params;
}

/**
 * The one wrapper of every storefront route handler (the staff one is `staffRoute`): origin
 * rules, no NUL characters in the address, and every error as problem+json, never raw. A client
 * that shows the problem to a person names its page's language (`?locale=fr-CA`) and gets the
 * detail in it; without one, the detail is the error's own (English) sentence.
 */
export function publicRoute<Params = Record<string, never>>(
  handler: (publicRequest: PublicRequest<Params>) => Promise<Response> | Response,
  { writeSenders = 'our-pages' }: { writeSenders?: WriteSenders } = {},
) {
  // `context` is optional so tests can call a parameterless handler with just a request.
  return async (request: Request, context?: { params: Promise<Params> }): Promise<Response | NextResponse> => {
    try {
      const params = ((await context?.params) ?? {}) as Params;
      guardRouteRequest(request, params, { writeSenders });
      return await handler({ request, params });
    } catch (error) {
      const locale = parseServerLocale(new URL(request.url).searchParams.get('locale'));
      return locale ? errorResponseIn(error, locale) : errorResponse(error);
    }
  };
}

/**
 * The wrapper of a public GET route handler that Next renders once per address and serves from
 * its cache (the route exports `revalidate` and `generateStaticParams`), like a catalogue page.
 * The handler gets only its params: reading the request (headers, query) would make Next render
 * it for every request. A cross-site GET needs no origin rule. Errors are problem+json, and are
 * cached like answers until the route's `revalidate` time, so keep that short.
 */
export function cachedPublicRoute<Params>(handler: (params: Params) => Promise<Response> | Response) {
  return async (_request: Request, context: { params: Promise<Params> }): Promise<Response> => {
    try {
      const params = await context.params;
      guardRouteParams(params);
      return await handler(params);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
