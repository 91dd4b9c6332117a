import 'server-only';
import type { Logger } from 'pino';
import { createLogger, getRequestContext, redactRequestTarget, type UserKind } from '../../scripts/lib/request-log.mjs';

// One logger per process; dev hot reload re-evaluates modules, so keep it on globalThis.
const globalForLog = globalThis as typeof globalThis & { serverLog?: Logger };

/**
 * The server's logger: one JSON line per entry on standard output, at LOG_LEVEL or above, each
 * carrying the request id of the request it was written for (docs/operations.md, "Logs"). Never
 * pass it a password, token, certificate number or card: log ids and counts.
 */
export const log: Logger = (globalForLog.serverLog ??= createLogger(process.env.LOG_LEVEL));

/** Records who the request's session belongs to, for its request line (`userKind`); a no-op outside a request. */
export function noteUserKind(kind: Exclude<UserKind, 'guest'>): void {
  const context = getRequestContext();
  if (context) context.userKind = kind;
}

/** Next's onRequestError (src/instrumentation.ts): the error, where it happened, and the request's id (from the context). */
export function logRequestError(error: unknown, method: string, path: string, context: { routePath: string; routeType: string }): void {
  log.error({ err: error, method, path: redactRequestTarget(path), routePath: context.routePath, routeType: context.routeType }, 'request failed');
}
