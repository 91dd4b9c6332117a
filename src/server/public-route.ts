import 'server-only';
import type { NextResponse } from 'next/server';
import type { WriteSenders } from '@/lib/request-origin';
import { errorResponse, guardRouteRequest } from './http';

interface PublicRequest<Params> {
  request: Request;
  params: Params;
}

/**
 * The one wrapper of every storefront route handler (the staff one is `staffRoute`): origin
 * rules, no NUL characters in the address, and every error as problem+json, never raw.
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
      return errorResponse(error);
    }
  };
}
