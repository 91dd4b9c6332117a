import { join } from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { customerChatConfig } from './src/lib/customer-chat-config';
import { buildCachedPagePolicy } from './src/content-security-policy';
import { storefrontRedirects, storefrontRewrites } from './src/storefront-routing';

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  // Browsers honour HSTS only over https, so plain-http development and tests are untouched.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];
// Cached pages' policy; the proxy gives pages rendered per request a nonce-based one instead.
const cachedPagePolicy = { key: 'Content-Security-Policy', value: buildCachedPagePolicy(customerChatConfig ? [new URL(customerChatConfig.sdkUrl).origin] : []) };

// Read at `next start` as well as at build, so a build made without Redis uses it when started
// with REDIS_URL. Next imports the handler at run time by absolute path (docs/adr/0007).
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? {
      cacheHandler: join(process.cwd(), 'src/server/shared-cache/next-cache-handler.mjs'),
      // Redis is the one copy: a per-instance memory layer would serve what another instance invalidated.
      cacheMaxMemorySize: 0,
    }
  : {};

const nextConfig: NextConfig = {
  ...sharedCache,
  poweredByHeader: false,
  typedRoutes: false,
  // CI checks the types with `npm run typecheck` (the whole project, tests included) before it
  // builds, and says so with SKIP_BUILD_TYPE_CHECK; every other build checks them itself.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPE_CHECK === '1' },
  experimental: {
    // Cached reads live in memory only. On disk they would outlive the process while the record
    // of invalidated tags does not, so a restart (or another database) could serve stale data.
    isrFlushToDisk: false,
    // Turbopack's build cache speeds up the next build on this machine; a CI build is the clone's
    // only one, so writing the cache (about 18 s) would buy nothing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  images: {
    // WebP only (Next's default). AVIF took nine times the CPU to encode on a 2-core server (385 ms
    // against 42 ms for a 640 px picture), at each picture's first request, and the shop's pictures
    // came out no smaller; encodes queued on Node's thread pool also delay every response behind them.
    formats: ['image/webp'],
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
  },
  // PGlite and the Prisma adapter ship WebAssembly and native bits that must not be bundled.
  // React Email renders with react-dom/server, which the server-components bundle refuses: loaded
  // by Node at run time, it resolves the renderer Node uses (checkout renders the e-mails).
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', '@react-email/components', '@react-email/render'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Not on uploaded files: their route sends its own `default-src 'none'; sandbox`, which a
      // header here would replace (an uploaded SVG must never run script in our origin).
      { source: '/((?!uploads/).*)', headers: [cachedPagePolicy] },
    ];
  },
  async redirects() {
    return storefrontRedirects();
  },
  async rewrites() {
    return { beforeFiles: storefrontRewrites(), afterFiles: [], fallback: [] };
  },
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so the browser gets no ICU parser (~12 kB gzipped).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default async function config(phase: string): Promise<NextConfig> {
  // `next start` reads this file too, before its first answer. Sentry's plugin only changes the
  // build (bundler settings, source maps, inlined env) and costs about a second to load, so it is
  // left out there; of what it adds, only the trace metadata the pages render is needed at run time.
  if (phase === PHASE_PRODUCTION_SERVER) {
    return withNextIntl({
      ...nextConfig,
      experimental: { ...nextConfig.experimental, clientTraceMetadata: ['baggage', 'sentry-trace'] },
    });
  }
  const { withSentryConfig } = await import('@sentry/nextjs/config');
  return withSentryConfig(withNextIntl(nextConfig), {
    silent: true,
    telemetry: false,
    // Source maps upload only when a release pipeline provides a token; never at a plain build.
    sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
    authToken: process.env.SENTRY_AUTH_TOKEN,
  });
}
