// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from './proxy';

function pageRequest(path: string, init: { method?: string; headers?: Record<string, string> } = {}): NextRequest {
  return new NextRequest(`http://shop.test${path}`, { method: init.method ?? 'GET', headers: { host: 'shop.test', ...init.headers } });
}

describe('proxy', () => {
  it('answers a malformed percent-escape with 400 instead of crashing the page render', () => {
    expect(proxy(pageRequest('/%ff')).status).toBe(400);
    expect(proxy(pageRequest('/gift/%E0%A4%A')).status).toBe(400);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a sandboxed frame or file', 'null'],
    ['garbage', '://'],
    ['a broken IPv6 host', 'http://[::1'],
  ])('refuses a server action from %s with 403', (_, origin) => {
    const response = proxy(pageRequest('/gift', { method: 'POST', headers: { origin, 'next-action': 'abc' } }));
    expect(response.status).toBe(403);
  });

  it('refuses a server action without Origin, which every browser sends', () => {
    expect(proxy(pageRequest('/gift', { method: 'POST', headers: { 'next-action': 'abc' } })).status).toBe(403);
  });

  it('refuses a server action body over 1 MB with 413', () => {
    const headers = { origin: 'http://shop.test', 'next-action': 'abc', 'content-length': String(1024 * 1024 + 1) };
    expect(proxy(pageRequest('/gift', { method: 'POST', headers })).status).toBe(413);
  });

  it('lets our own pages post actions and everyone read pages', () => {
    const action = proxy(pageRequest('/gift', { method: 'POST', headers: { origin: 'http://shop.test', 'next-action': 'abc', 'content-length': '20' } }));
    expect([403, 413, 400]).not.toContain(action.status);
    expect(proxy(pageRequest('/gift')).status).toBeLessThan(400);
  });
});
