// Loaded into the Next.js server process with `node --import` by scripts/launch.ts (`npm start`),
// before Next starts, so it stays plain JavaScript. It sees every request before Next does: it gives
// each one a request id, writes one JSON line when it ends, and counts those in flight for the
// graceful shutdown (src/server/shutdown.ts). The app's own logger (src/server/log.ts) builds on it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import pino from 'pino';

/**
 * One per process on globalThis: this file is also bundled into the app (src/server/log.ts), and
 * both copies must share the request context and the server list.
 */
const STATE_KEY = Symbol.for('gift-shop.request-log');

/**
 * @typedef {{ requestId: string, userKind: 'guest' | 'customer' | 'staff' }} RequestContext
 * @typedef {{ context: AsyncLocalStorage<RequestContext>, servers: Set<http.Server>, inFlight: Set<http.ServerResponse>, shuttingDown: boolean, installed: boolean }} RequestLogState
 */

/** @returns {RequestLogState} */
export function getRequestLogState() {
  const holder = /** @type {Record<symbol, RequestLogState | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[STATE_KEY] ??= { context: new AsyncLocalStorage(), servers: new Set(), inFlight: new Set(), shuttingDown: false, installed: false };
  return holder[STATE_KEY];
}

/** The context of the request this code runs for, or undefined outside any request (jobs, start-up). */
export function getRequestContext() {
  return getRequestLogState().context.getStore();
}

/**
 * A pino logger writing JSON lines to standard output, each carrying the request id of the request
 * it was written for. LOG_LEVEL picks the least severe level written (default info).
 * @param {string | undefined} level
 * @param {import('pino').DestinationStream} [destination]
 */
export function createLogger(level = process.env.LOG_LEVEL, destination) {
  return pino(
    {
      // An unknown level must not crash the import: the environment check (src/server/env.ts) names it.
      level: level && (level === 'silent' || level in pino.levels.values) ? level : 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const context = getRequestContext();
        return context ? { requestId: context.requestId } : {};
      },
    },
    destination,
  );
}

/** An incoming id a proxy or client chose is kept when it is short and plain (it lands in logs and a header). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * The request's id: the incoming X-Request-Id when sane, so a proxy's id follows the request
 * through; otherwise a new random one.
 * @param {string | string[] | undefined} incoming
 */
export function resolveRequestId(incoming) {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Path segments that follow these carry a secret: an e-mailed token (password change, sign-up
 * confirmation, review invitation, staff's "sign in as"), a payment reference, or a certificate.
 */
const SECRET_AFTER = new Set(['change-password', 'confirm', 'review', 'login-as', 'test-authentication', 'activate', 'activation']);
/** A certificate number anywhere in a path: 21 letters and digits, as printed in three groups of seven or not. */
const CERTIFICATE_NUMBER = /^[A-Za-z0-9]{7}(?:-|%2D)?[A-Za-z0-9]{7}(?:-|%2D)?[A-Za-z0-9]{7}$/i;
/** Query parameters whose values say nothing secret; every other value (certificate, token, key, order, e-mail, …) is hidden. */
const PLAIN_QUERY_PARAMETERS = new Set(['page', 'per_page', 'sort', 'month', 'locale', '_rsc']);
const REDACTED = '[redacted]';
const MAX_LOGGED_PATH = 512;

/**
 * The request target as a log may show it: secret path segments and query values replaced by
 * `[redacted]`, parameter names kept (they say which page or link it was).
 * @param {string | undefined} target
 */
export function redactRequestTarget(target) {
  const raw = target ?? '';
  const queryStart = raw.indexOf('?');
  const path = queryStart === -1 ? raw : raw.slice(0, queryStart);
  const segments = path.split('/');
  const redactedPath = segments
    .map((segment, index) => (SECRET_AFTER.has((segments[index - 1] ?? '').toLowerCase()) && segment !== '') || CERTIFICATE_NUMBER.test(segment) ? REDACTED : segment)
    .join('/');
  let redacted = redactedPath;
  if (queryStart !== -1) {
    const query = raw
      .slice(queryStart + 1)
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const separator = pair.indexOf('=');
        const name = separator === -1 ? pair : pair.slice(0, separator);
        if (separator === -1) return CERTIFICATE_NUMBER.test(name) ? REDACTED : name;
        return PLAIN_QUERY_PARAMETERS.has(name) ? pair : `${name}=${REDACTED}`;
      });
    redacted += `?${query.join('&')}`;
  }
  return redacted.length > MAX_LOGGED_PATH ? `${redacted.slice(0, MAX_LOGGED_PATH)}…` : redacted;
}

/**
 * Makes every HTTP server of this process give each request an id (X-Request-Id, in and out) and a
 * context the app's logger reads, count it while in flight, and log one line when it ends:
 * method, redacted path, status, duration, request id and the kind of user the app found.
 * Returns the function that undoes it (tests).
 * @param {import('pino').Logger} logger
 * @returns {() => void}
 */
export function installRequestLog(logger) {
  const state = getRequestLogState();
  if (state.installed) return () => {};
  state.installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitWithRequestLog(event, ...args) {
    if (event === 'listening') state.servers.add(this);
    if (event !== 'request') return emit.call(this, event, ...args);
    const [request, response] = /** @type {[http.IncomingMessage, http.ServerResponse]} */ (args);
    const requestId = resolveRequestId(request.headers['x-request-id']);
    request.headers['x-request-id'] = requestId;
    response.setHeader('X-Request-Id', requestId);
    // A connection kept alive after the last in-flight answer would outlive the server.
    if (state.shuttingDown) response.setHeader('Connection', 'close');
    /** @type {RequestContext} */
    const context = { requestId, userKind: 'guest' };
    const started = process.hrtime.bigint();
    state.inFlight.add(response);
    logger.debug({ requestId, method: request.method, path: redactRequestTarget(request.url) }, 'request started');
    const end = () => {
      if (!state.inFlight.delete(response)) return;
      logger.info(
        {
          requestId,
          method: request.method,
          path: redactRequestTarget(request.url),
          status: response.statusCode,
          durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
          userKind: context.userKind,
          ...(response.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    };
    response.once('finish', end);
    response.once('close', end);
    return state.context.run(context, () => emit.call(this, event, ...args));
  };
  return () => {
    http.Server.prototype.emit = emit;
    state.installed = false;
    state.servers.clear();
  };
}

/**
 * The first step of a graceful shutdown: readiness says 503 from now on (src/server/health.ts),
 * answers in flight tell their client to close the connection, and the listening sockets close,
 * so no new connection is accepted. Only the listening socket: http.Server's own close() also
 * drops every connection without an answer under way, which includes one whose request has
 * arrived but is not parsed yet (a busy server takes a moment), and that client would see a reset.
 */
export function stopAcceptingRequests() {
  const state = getRequestLogState();
  state.shuttingDown = true;
  for (const response of state.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
  for (const server of state.servers) net.Server.prototype.close.call(server);
}

const DRAIN_POLL_MS = 50;

/**
 * Waits until no request is in flight, then closes every connection left (kept alive, idle);
 * after `timeoutMs` it closes them anyway. True when every request was answered. A request that
 * arrives meanwhile on a kept-alive connection is answered too, with `Connection: close`.
 * @param {number} timeoutMs
 */
export async function drainRequests(timeoutMs) {
  const state = getRequestLogState();
  const deadline = Date.now() + timeoutMs;
  while (state.inFlight.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
  }
  const drained = state.inFlight.size === 0;
  for (const server of state.servers) server.closeAllConnections();
  return drained;
}

if (process.env.REQUEST_LOG === 'install') installRequestLog(createLogger());
