import type { MetadataRoute } from 'next';
import { getServerEnv } from '@/server/env';

// SITE_URL is read when the request comes, not baked in at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getServerEnv().SITE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Back office, API, and the private steps of buying and booking.
      disallow: ['/admin', '/api', '/order', '/booking/checkout'],
    },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
