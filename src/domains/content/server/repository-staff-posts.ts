import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';

// The back office's view of blog posts: every post, drafts and scheduled ones included.

const staffPostSelect = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  body: true,
  coverImage: true,
  authorName: true,
  published: true,
  publishedAt: true,
  seoTitle: true,
  seoDescription: true,
  updatedAt: true,
} satisfies Prisma.PostSelect;

export type StaffPostRecord = Prisma.PostGetPayload<{ select: typeof staffPostSelect }>;

const staffPostRowSelect = { id: true, slug: true, title: true, published: true, publishedAt: true, updatedAt: true } satisfies Prisma.PostSelect;

function staffPostsWhere(search: string | undefined): Prisma.PostWhereInput {
  if (!search) return {};
  return { OR: [{ title: { contains: search, mode: 'insensitive' } }, { slug: { contains: search, mode: 'insensitive' } }] };
}

export async function findPostsForStaff(db: DatabaseClient, search: string | undefined, skip: number, take: number) {
  const where = staffPostsWhere(search);
  const [rows, total] = await Promise.all([
    // Newest change first, so the post just written is on top; the id keeps pages from overlapping.
    db.post.findMany({ where, select: staffPostRowSelect, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], skip, take }),
    db.post.count({ where }),
  ]);
  return { rows, total };
}

export function findPostForStaff(db: DatabaseClient, id: string): Promise<StaffPostRecord | null> {
  return db.post.findUnique({ where: { id }, select: staffPostSelect });
}

export function insertPost(db: DatabaseClient, data: Prisma.PostUncheckedCreateInput): Promise<StaffPostRecord> {
  return db.post.create({ data, select: staffPostSelect });
}

export function deletePostRow(db: DatabaseClient, id: string) {
  return db.post.delete({ where: { id }, select: { id: true, slug: true } });
}
