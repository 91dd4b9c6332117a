import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Prisma } from '@/generated/prisma/client';
import { AppError } from './errors';
import { assertAllowedOrigin, errorResponse, guardRouteRequest, readJsonBody } from './http';
import { log } from './log';
import { parseInput } from './parse-input';

vi.mock('@sentry/nextjs', () => ({ captureException: vi.fn() }));

function request(method: string, headers: Record<string, string>, url = 'http://shop.test/api/x', body?: string): Request {
  return new Request(url, { method, headers: { host: 'shop.test', ...headers }, body });
}

function codeOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
}

describe('assertAllowedOrigin', () => {
  const browserWrite = { sameOrigin: true, writeSenders: 'our-pages' } as const;

  it.each(['null', '', '://', 'http://[::1', 'javascript:alert(1)', 'file:///etc/passwd'])('refuses the unreadable Origin %j with 403, never a crash', (origin) => {
    expect(codeOf(() => assertAllowedOrigin(request('GET', { origin }), { sameOrigin: false, writeSenders: 'any-client' }))).toBe('forbidden');
    expect(codeOf(() => assertAllowedOrigin(request('POST', { origin }), browserWrite))).toBe('forbidden');
  });

  it('lets our own pages write and refuses other sites', () => {
    expect(codeOf(() => assertAllowedOrigin(request('POST', { origin: 'http://shop.test' }), browserWrite))).toBeNull();
    expect(codeOf(() => assertAllowedOrigin(request('POST', { origin: 'https://evil.example' }), browserWrite))).toBe('forbidden');
  });

  it('compares the scheme as well as the host: https on the http site is another site', () => {
    expect(codeOf(() => assertAllowedOrigin(request('POST', { origin: 'https://shop.test' }), browserWrite))).toBe('forbidden');
    // Behind a proxy that ends TLS, the proxy's X-Forwarded-Proto names the visitor's scheme.
    expect(codeOf(() => assertAllowedOrigin(request('POST', { origin: 'https://shop.test', 'x-forwarded-proto': 'https' }), browserWrite))).toBeNull();
    expect(codeOf(() => assertAllowedOrigin(request('POST', { origin: 'http://shop.test', 'x-forwarded-proto': 'https' }), browserWrite))).toBe('forbidden');
  });

  it('requires an Origin on writes meant for our pages only, not on writes open to any client', () => {
    expect(codeOf(() => assertAllowedOrigin(request('POST', {}), browserWrite))).toBe('forbidden');
    expect(codeOf(() => assertAllowedOrigin(request('POST', {}), { sameOrigin: true, writeSenders: 'any-client' }))).toBeNull();
  });
});

describe('guardRouteRequest', () => {
  it('refuses NUL characters in route params and search parameters', () => {
    expect(codeOf(() => guardRouteRequest(request('GET', {}), { id: 'a\0b' }))).toBe('invalid_input');
    expect(codeOf(() => guardRouteRequest(request('GET', {}, 'http://shop.test/api/x?search=%00'), {}))).toBe('invalid_input');
    expect(codeOf(() => guardRouteRequest(request('GET', {}, 'http://shop.test/api/x?search=ok'), { path: ['a.png'] }))).toBeNull();
    expect(codeOf(() => guardRouteRequest(request('GET', {}), { id: 'x\uD800' }))).toBe('invalid_input');
  });
});

describe('parseInput', () => {
  const schema = z.object({ name: z.string().min(1), tags: z.array(z.string()) });

  it('refuses a NUL character anywhere in the input, naming the field', () => {
    try {
      parseInput(schema, { name: 'ok', tags: ['fine', 'bad\0'] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).fieldErrors).toEqual({ 'tags.1': [expect.any(String)] });
    }
  });

  it('refuses a lone surrogate (JSON text can carry one), but not a whole pair', () => {
    expect(() => parseInput(schema, { name: '\uDFFFa', tags: [] })).toThrow(AppError);
    expect(() => parseInput(schema, { name: 'a', tags: ['\uD800'] })).toThrow(AppError);
    expect(parseInput(schema, { name: 'gift 🎁', tags: [] })).toEqual({ name: 'gift 🎁', tags: [] });
  });

  it('refuses a NUL character in a key too, where a record schema would keep it', () => {
    const labels = z.record(z.string(), z.string());
    expect(() => parseInput(labels, { 'a\0b': 'x' })).toThrow(AppError);
    expect(parseInput(labels, { ab: 'x' })).toEqual({ ab: 'x' });
  });

  it('puts form-level errors under root and field errors under their path', () => {
    try {
      parseInput(schema, 'not an object');
      expect.unreachable();
    } catch (error) {
      expect(Object.keys((error as AppError).fieldErrors ?? {})).toEqual(['root']);
    }
    expect(parseInput(schema, { name: 'Ada', tags: [] })).toEqual({ name: 'Ada', tags: [] });
  });
});

describe('readJsonBody', () => {
  const json = { 'content-type': 'application/json' };

  it('refuses a body over the limit with 413, whatever Content-Length says', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(2_000) });
    await expect(readJsonBody(request('POST', json, undefined, big), 1_000)).rejects.toMatchObject({ code: 'payload_too_large' });
    await expect(readJsonBody(request('POST', json, undefined, '{"a":1}'), 1_000)).resolves.toEqual({ a: 1 });
    await expect(readJsonBody(request('POST', json, undefined, '{"a":'), 1_000)).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('takes application/json and +json types, and refuses any other Content-Type, or none, with 415', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/vnd.api+json']) {
      await expect(readJsonBody(request('POST', { 'content-type': type }, undefined, '{"a":1}')), type).resolves.toEqual({ a: 1 });
    }
    const refused: Record<string, string>[] = [{ 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }, {}];
    for (const headers of refused) {
      await expect(readJsonBody(request('POST', headers, undefined, '{"a":1}'))).rejects.toMatchObject({ code: 'unsupported_media_type', status: 415 });
    }
  });
});

describe('errorResponse', () => {
  it('answers an unreachable database with 503 and Retry-After, never 401 or the raw error', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const unreachable = new Prisma.PrismaClientKnownRequestError("Can't reach database server", { code: 'P1001', clientVersion: 'test' });
    const response = errorResponse(unreachable);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(JSON.stringify(await response.json())).not.toContain('reach database');
    expect(logged).toHaveBeenCalledWith({ err: unreachable }, 'database unavailable');
  });

  it('hides unknown errors behind a 500 problem, and passes AppErrors through', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const failure = new Error('secret stack detail');
    const crash = errorResponse(failure);
    expect(crash.status).toBe(500);
    // The log keeps what the answer hides.
    expect(logged).toHaveBeenCalledWith({ err: failure }, 'unhandled error');
    expect(JSON.stringify(await crash.json())).not.toContain('secret');
    const conflict = errorResponse(new AppError('conflict', 'Taken.', { slug: ['Taken.'] }));
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ message: 'Taken.', errors: { slug: ['Taken.'] } });
  });
});
