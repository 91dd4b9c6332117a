import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createLogger,
  drainRequests,
  getRequestContext,
  getRequestLogState,
  installRequestLog,
  redactRequestTarget,
  resolveRequestId,
  stopAcceptingRequests,
} from './request-log.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('resolveRequestId', () => {
  it("keeps a proxy's plain id, so one id follows the request through", () => {
    expect(resolveRequestId('req-7f3a.b:9@edge')).toBe('req-7f3a.b:9@edge');
    expect(resolveRequestId(['first-id', 'second-id'])).toBe('first-id');
  });

  it('makes a new random id when there is none, or it is too long or not plain (it goes into logs and a header)', () => {
    expect(resolveRequestId(undefined)).toMatch(UUID);
    expect(resolveRequestId('')).toMatch(UUID);
    expect(resolveRequestId('a'.repeat(129))).toMatch(UUID);
    expect(resolveRequestId('id\n{"level":"fatal"}')).toMatch(UUID);
    expect(resolveRequestId('id with spaces')).toMatch(UUID);
    expect(resolveRequestId(undefined)).not.toBe(resolveRequestId(undefined));
  });
});

describe('redactRequestTarget', () => {
  it("hides the e-mailed tokens of links, in either language's path", () => {
    expect(redactRequestTarget('/auth/change-password/s3cr3t-token')).toBe('/auth/change-password/[redacted]');
    expect(redactRequestTarget('/fr/auth/sign-up/confirm/abcDEF123')).toBe('/fr/auth/sign-up/confirm/[redacted]');
    expect(redactRequestTarget('/review/tok_1?rating=5')).toBe('/review/[redacted]?rating=[redacted]');
    expect(redactRequestTarget('/api/auth/login-as/one-time')).toBe('/api/auth/login-as/[redacted]');
    expect(redactRequestTarget('/payments/test-authentication/ref-42')).toBe('/payments/test-authentication/[redacted]');
    expect(redactRequestTarget('/activate/ABCDEFG-1234567-HIJKLMN')).toBe('/activate/[redacted]');
  });

  it('hides a certificate number wherever it appears in the path, with or without its dashes', () => {
    expect(redactRequestTarget('/api/search/ABCDEFG-1234567-HIJKLMN')).toBe('/api/search/[redacted]');
    expect(redactRequestTarget('/api/search/abcdefg1234567hijklmn')).toBe('/api/search/[redacted]');
    expect(redactRequestTarget('/x/ABCDEFG%2D1234567%2DHIJKLMN/y')).toBe('/x/[redacted]/y');
  });

  it('keeps the names of query parameters but hides their values, except plain paging and sorting', () => {
    expect(redactRequestTarget('/voucher/activation?certificate=ABCDEFG-1234567-HIJKLMN')).toBe('/voucher/activation?certificate=[redacted]');
    expect(redactRequestTarget('/booking/manage?booking=b1&expires=99&signature=abc')).toBe('/booking/manage?booking=[redacted]&expires=[redacted]&signature=[redacted]');
    expect(redactRequestTarget('/auth/reset?token=t&email=a%40b.ca')).toBe('/auth/reset?token=[redacted]&email=[redacted]');
    expect(redactRequestTarget('/order-success?order=o1&key=k1')).toBe('/order-success?order=[redacted]&key=[redacted]');
    expect(redactRequestTarget('/api/admin/orders?page=2&per_page=50&sort=date')).toBe('/api/admin/orders?page=2&per_page=50&sort=date');
    expect(redactRequestTarget('/x?ABCDEFG1234567HIJKLMN')).toBe('/x?[redacted]');
  });

  it('leaves ordinary paths alone and cuts very long ones', () => {
    expect(redactRequestTarget('/gift/whistler-zipline')).toBe('/gift/whistler-zipline');
    expect(redactRequestTarget('/api/admin/products/cm9abc123')).toBe('/api/admin/products/cm9abc123');
    expect(redactRequestTarget(`/${'a'.repeat(600)}`)).toHaveLength(513);
  });
});

describe('installRequestLog', () => {
  let uninstall = () => {};
  const servers: http.Server[] = [];
  afterEach(async () => {
    uninstall();
    getRequestLogState().shuttingDown = false;
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    }
  });

  function captureLog(): { logger: ReturnType<typeof createLogger>; lines: Record<string, unknown>[] } {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        callback();
      },
    });
    return { logger: createLogger('info', destination), lines };
  }

  async function listen(handler: http.RequestListener): Promise<string> {
    const server = http.createServer(handler);
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("answers the request's id in X-Request-Id and writes it on the request line and on every line the app logs for it", async () => {
    const { logger, lines } = captureLog();
    uninstall = installRequestLog(logger);
    const base = await listen((request, response) => {
      setTimeout(() => {
        logger.warn({ step: 'inside' }, 'app line');
        const context = getRequestContext();
        // As src/server/auth.ts does on finding a customer's session.
        if (context && request.headers.cookie) context.userKind = 'customer';
        response.statusCode = 201;
        response.end('ok');
      }, 5);
    });

    const response = await fetch(`${base}/auth/change-password/secret-token?token=abc&page=3`, { headers: { 'X-Request-Id': 'edge-42', cookie: 'session=1' } });
    const generated = await fetch(`${base}/gift/x`);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(response.headers.get('x-request-id')).toBe('edge-42');
    expect(generated.headers.get('x-request-id')).toMatch(UUID);
    const forFirst = lines.filter((line) => line.requestId === 'edge-42');
    expect(forFirst.map((line) => line.msg)).toEqual(['app line', 'request']);
    expect(forFirst[1]).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/auth/change-password/[redacted]?token=[redacted]&page=3',
      status: 201,
      userKind: 'customer',
    });
    expect(typeof forFirst[1]?.durationMs).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|token=abc/);
    expect(lines.find((line) => line.requestId === generated.headers.get('x-request-id') && line.msg === 'request')).toMatchObject({ userKind: 'guest', status: 201 });
  });

  it('falls back to info for a level it does not know, instead of failing to load (the environment check reports it)', () => {
    expect(createLogger('verbose').level).toBe('info');
    expect(createLogger('warn').level).toBe('warn');
  });

  it('writes no request id outside a request (start-up, jobs)', () => {
    const { logger, lines } = captureLog();
    logger.info('outside');
    expect(lines[0]).not.toHaveProperty('requestId');
  });

  it('on shutdown refuses new connections but answers every request already in flight, then reports it drained', async () => {
    const { logger } = captureLog();
    uninstall = installRequestLog(logger);
    let arrived = 0;
    const base = await listen((_request, response) => {
      arrived += 1;
      setTimeout(() => response.end('done'), 300);
    });
    const inFlight = Array.from({ length: 5 }, () => fetch(`${base}/slow`).then(async (response) => ({ status: response.status, body: await response.text(), connection: response.headers.get('connection') })));
    while (arrived < 5) await new Promise((resolve) => setTimeout(resolve, 10));

    stopAcceptingRequests();
    const drained = drainRequests(5_000);
    await expect(fetch(`${base}/late`)).rejects.toThrow();
    const answers = await Promise.all(inFlight);
    expect(await drained).toBe(true);
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ status: 200, body: 'done', connection: 'close' })));
    expect(getRequestLogState().inFlight.size).toBe(0);
  });

  it('gives up on requests still running after the time limit, and closes their connections', async () => {
    const { logger } = captureLog();
    uninstall = installRequestLog(logger);
    const base = await listen(() => {
      // never answers
    });
    const hanging = fetch(`${base}/hangs`).catch((error: unknown) => error);
    while (getRequestLogState().inFlight.size === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    stopAcceptingRequests();
    expect(await drainRequests(200)).toBe(false);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
