import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '@/domains/content/schemas';
import { getPostBySlug, listLatestPosts, listPostPage } from '@/domains/content/server/queries';
import { updatePost } from '@/domains/content/server/service';
import { getDatabase } from '@/server/db';

const prisma = getDatabase();
const DAY = 24 * 60 * 60 * 1000;
let staffId: string;

beforeAll(async () => {
  staffId = (
    await prisma.user.create({ data: { role: 'MANAGER', email: 'staff@example.com', firstName: 'Sam', lastName: 'Staff', passwordHash: 'x' } })
  ).id;
  const now = Date.now();
  // post-01 is the oldest, post-11 the newest; inserted newest first so insertion order cannot pass for date order.
  const live = Array.from({ length: 11 }, (_, index) => ({
    slug: `post-${String(index + 1).padStart(2, '0')}`,
    title: `Post ${index + 1}`,
    body: `## Section ${index + 1}`,
    publishedAt: new Date(now - (20 - index) * DAY),
  })).reverse();
  await prisma.post.createMany({
    data: [
      ...live,
      { slug: 'draft', title: 'Draft', body: 'x', published: false, publishedAt: new Date(now - DAY) },
      { slug: 'scheduled', title: 'Scheduled', body: 'x', published: true, publishedAt: new Date(now + 3 * DAY) },
    ],
  });
});

describe('blog list', () => {
  it(`shows ${BLOG_PAGE_SIZE} posts per page, newest first`, async () => {
    const first = await listPostPage(1, 'en-CA');
    expect(first.total).toBe(11);
    expect(first.pageCount).toBe(2);
    expect(first.posts.map((post) => post.slug)).toEqual(
      ['post-11', 'post-10', 'post-09', 'post-08', 'post-07', 'post-06', 'post-05', 'post-04', 'post-03'],
    );
  });

  it('continues on the next page without overlap, and leaves drafts and scheduled posts out', async () => {
    const second = await listPostPage(2, 'en-CA');
    expect(second.page).toBe(2);
    expect(second.posts.map((post) => post.slug)).toEqual(['post-02', 'post-01']);
    const slugs = [...(await listPostPage(1, 'en-CA')).posts, ...second.posts].map((post) => post.slug);
    expect(slugs).not.toContain('draft');
    expect(slugs).not.toContain('scheduled');
  });

  it('a page past the end is empty (the page answers 404)', async () => {
    const third = await listPostPage(3, 'en-CA');
    expect(third.posts).toEqual([]);
    expect(third.pageCount).toBe(2);
  });

  it('dates are ISO strings', async () => {
    const [post] = (await listPostPage(1, 'en-CA')).posts;
    expect(post?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('the home page teasers are the latest posts', async () => {
    expect((await listLatestPosts(3, 'en-CA')).map((post) => post.slug)).toEqual(['post-11', 'post-10', 'post-09']);
    expect(await listLatestPosts(0, 'en-CA')).toEqual([]);
  });
});

describe('blog post', () => {
  it('finds a live post and hides drafts, scheduled posts and unknown slugs', async () => {
    expect(await getPostBySlug('post-05', 'en-CA')).toMatchObject({ title: 'Post 5', body: '## Section 5' });
    expect(await getPostBySlug('draft', 'en-CA')).toBeNull();
    expect(await getPostBySlug('scheduled', 'en-CA')).toBeNull();
    expect(await getPostBySlug('nope', 'en-CA')).toBeNull();
  });

  it('publishing a draft without a date puts it live now, first in the list', async () => {
    const draft = await prisma.post.findUniqueOrThrow({ where: { slug: 'draft' } });
    await updatePost(
      draft.id,
      {
        slug: 'now-live',
        title: 'Now live',
        excerpt: '',
        body: 'Hello',
        coverImage: null,
        authorName: 'Sam',
        published: true,
        publishedAt: null,
        seoTitle: null,
        seoDescription: null,
      },
      staffId,
    );
    expect((await listPostPage(1, 'en-CA')).posts[0]?.slug).toBe('now-live');
    expect(await prisma.auditLogEntry.count({ where: { entityType: 'Post', entityId: draft.id, staffId } })).toBe(1);
  });

  it('refuses a slug another post uses', async () => {
    const post = await prisma.post.findUniqueOrThrow({ where: { slug: 'post-01' } });
    await expect(
      updatePost(
        post.id,
        { slug: 'post-02', title: 'x', excerpt: '', body: 'x', coverImage: null, authorName: '', published: true, publishedAt: null, seoTitle: null, seoDescription: null },
        staffId,
      ),
    ).rejects.toMatchObject({ code: 'conflict', fieldErrors: { slug: expect.any(Array) } });
  });
});
