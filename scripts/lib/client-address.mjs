// Loaded into the Next.js server process with `node --import` by scripts/launch.ts, before Next
// starts, so it stays plain JavaScript: no TypeScript loader slows the server's start.
import http from 'node:http';
import { BlockList, isIP } from 'node:net';

/** `::ffff:203.0.113.7` is the IPv4 address 203.0.113.7 as an IPv6 socket reports it. */
function normalizeAddress(address) {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/**
 * Parses TRUSTED_PROXIES: addresses and CIDR ranges of the proxies in front of the shop,
 * separated by commas. Throws on anything else, so a typo stops the start instead of trusting
 * nobody (or everybody) unnoticed.
 * @param {string | undefined} value
 * @returns {BlockList}
 */
export function parseTrustedProxies(value) {
  const list = new BlockList();
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.0/8, 203.0.113.7).`);
    }
    list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

/**
 * The client's address: the nearest hop that is not a trusted proxy, read from the right of
 * X-Forwarded-For with the socket's address as the last hop. A client can write anything into
 * the header, but only hops added by our own proxies are believed; with no trusted proxies the
 * socket's address is the client.
 * @param {string | undefined} forwardedFor
 * @param {string} socketAddress
 * @param {BlockList} trusted
 */
export function resolveClientAddress(forwardedFor, socketAddress, trusted) {
  const hops = [...(forwardedFor ?? '').split(','), socketAddress].map(normalizeAddress).filter((hop) => isIP(hop));
  for (let index = hops.length - 1; index > 0; index -= 1) {
    const hop = hops[index];
    if (!trusted.check(hop, isIP(hop) === 4 ? 'ipv4' : 'ipv6')) return hop;
  }
  return hops[0] ?? normalizeAddress(socketAddress);
}

/**
 * Makes every HTTP server in this process rewrite X-Forwarded-For to the one client address
 * before any handler sees it (Next keeps a client-sent header as it is), and drops X-Real-IP,
 * which would be just as easy to forge.
 */
export function installClientAddressHeader(trusted) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitWithClientAddress(event, ...args) {
    if (event === 'request') {
      const [request] = args;
      const forwarded = request.headers['x-forwarded-for'];
      request.headers['x-forwarded-for'] = resolveClientAddress(
        Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
        request.socket.remoteAddress ?? '',
        trusted,
      );
      delete request.headers['x-real-ip'];
    }
    return emit.call(this, event, ...args);
  };
}

if (process.env.CLIENT_ADDRESS_HEADER === 'install') installClientAddressHeader(parseTrustedProxies(process.env.TRUSTED_PROXIES));
