import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { installClientAddressHeader, parseTrustedProxies, resolveClientAddress } from './client-address.mjs';

describe('resolveClientAddress', () => {
  const none = parseTrustedProxies(undefined);
  const balancers = parseTrustedProxies('10.0.0.0/8, 192.0.2.10');

  it('ignores a forwarded header when no proxy is trusted: the socket is the client', () => {
    expect(resolveClientAddress('203.0.113.99', '198.51.100.4', none)).toBe('198.51.100.4');
    expect(resolveClientAddress(undefined, '::ffff:198.51.100.4', none)).toBe('198.51.100.4');
  });

  it('takes the nearest untrusted hop behind trusted proxies, whatever the client wrote further left', () => {
    expect(resolveClientAddress('203.0.113.7', '10.1.2.3', balancers)).toBe('203.0.113.7');
    expect(resolveClientAddress('1.1.1.1, 203.0.113.7, 192.0.2.10', '10.1.2.3', balancers)).toBe('203.0.113.7');
  });

  it('skips what is not an address, and falls back to the farthest hop when every hop is trusted', () => {
    expect(resolveClientAddress('junk, 203.0.113.7', '10.1.2.3', balancers)).toBe('203.0.113.7');
    expect(resolveClientAddress('10.9.9.9', '10.1.2.3', balancers)).toBe('10.9.9.9');
  });

  it('refuses a TRUSTED_PROXIES value that is not addresses or ranges', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.local')).toThrow(/proxy\.local/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustedProxies('2001:db8::/32')).not.toThrow();
  });
});

describe('installClientAddressHeader', () => {
  it('rewrites the header every handler of the process sees, and drops X-Real-IP', async () => {
    installClientAddressHeader(parseTrustedProxies(undefined));
    const server = http.createServer((request, response) => {
      response.end(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'], realIp: request.headers['x-real-ip'] ?? null }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': '203.0.113.50', 'x-real-ip': '203.0.113.51' } });
      expect(await response.json()).toEqual({ forwardedFor: '127.0.0.1', realIp: null });
    } finally {
      server.close();
    }
  });
});
