import type { NextConfig } from 'next';

// The reference page of `npm run bench`: Next.js with nothing of the shop, built from its node_modules.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The shop's `npx tsc --noEmit` checks these files; checking again here would only slow the bench.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
