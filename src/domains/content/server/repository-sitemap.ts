import 'server-only';
import type { DatabaseClient } from '@/server/db';
import { livePostsWhere } from './repository';

// The sitemap is the one read that spans areas (catalogue products beside landings and posts);
// it only needs paths and change dates, so one repository answers it in a single round of queries.

/** What the sitemap lists: every published product, landing and live post, with its last change. */
export async function findSitemapRows(db: DatabaseClient, now: Date) {
  const [products, landings, posts] = await Promise.all([
    db.product.findMany({
      where: { published: true },
      select: { kind: true, slug: true, updatedAt: true },
      orderBy: [{ kind: 'asc' }, { slug: 'asc' }],
    }),
    db.landing.findMany({
      where: { published: true },
      select: { urlPath: true, updatedAt: true },
      orderBy: [{ sortOrder: 'asc' }, { urlPath: 'asc' }],
    }),
    db.post.findMany({
      where: livePostsWhere(now),
      select: { slug: true, updatedAt: true },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    }),
  ]);
  return { products, landings, posts };
}
