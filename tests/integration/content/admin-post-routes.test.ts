import {beforeAll, describe, expect, it } from 'vitest';
import * as postRoute from '@/app/api/content/posts/[id]/route';
import * as postsRoute from '@/app/api/content/posts/route';
import { getPostBySlug, listPostPage } from '@/domains/content/server/queries';
import { sealSessionToken } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';

const DAY = 24 * 60 * 60 * 1000;

function postInput(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'winter-paddling',
    title: 'Winter paddling on False Creek',
    excerpt: 'Dry suits and calm water.',
    body: '## Why winter\n\nFewer boats.',
    coverImage: null,
    authorName: 'Robin',
    published: true,
    publishedAt: null,
    seoTitle: '',
    seoDescription: null,
    ...overrides,
  };
}

type StaffPostAnswer = { data: { id: string; slug: string; title: string; published: boolean; publishedAt: string | null; seoTitle: string | null } };
type ListAnswer = { data: { id: string; slug: string; title: string }[]; total: number };

let manager: StaffMemberForTest;
let editor: StaffMemberForTest;
let customerToken: string;
let draftId: string;

beforeAll(async () => {
  manager = await createStaffMemberForTest('MANAGER');
  editor = await createStaffMemberForTest('EDITOR');
  const customer = await getDatabase().user.create({
    data: { email: 'reader@example.com', firstName: 'Rae', lastName: 'Reader', passwordHash: 'not-used' },
    select: { id: true },
  });
  customerToken = await sealSessionToken({ userId: customer.id, role: 'CUSTOMER' }, 600);
  const now = Date.now();
  // Oldest first: post-01 was changed longest ago, so the list (newest change first) ends with it.
  for (let index = 1; index <= 5; index += 1) {
    const slug = `post-${String(index).padStart(2, '0')}`;
    await getDatabase().post.create({
      data: { slug, title: `Canoe trip ${index}`, body: 'x', publishedAt: new Date(now - DAY), updatedAt: new Date(now - (10 - index) * DAY) },
    });
  }
  draftId = (await getDatabase().post.create({ data: { slug: 'kayak-draft', title: 'Kayak draft', body: 'x', published: false } })).id;
});

const listUrl = '/api/content/posts';

describe('who may call the posts API', () => {
  const calls = [
    { name: 'GET list', run: (token: string | null) => callRoute(postsRoute.GET, listUrl, {}, { token }) },
    { name: 'POST', run: (token: string | null) => callRoute(postsRoute.POST, listUrl, {}, { method: 'POST', body: postInput({ slug: 'nope' }), token }) },
    { name: 'PUT by body', run: (token: string | null) => callRoute(postsRoute.PUT, listUrl, {}, { method: 'PUT', body: { ...postInput(), id: draftId }, token }) },
    { name: 'GET one', run: (token: string | null) => callRoute(postRoute.GET, `${listUrl}/${draftId}`, { id: draftId }, { token }) },
    { name: 'PUT one', run: (token: string | null) => callRoute(postRoute.PUT, `${listUrl}/${draftId}`, { id: draftId }, { method: 'PUT', body: postInput(), token }) },
    { name: 'DELETE one', run: (token: string | null) => callRoute(postRoute.DELETE, `${listUrl}/${draftId}`, { id: draftId }, { method: 'DELETE', token }) },
  ];

  it.each(calls)('$name answers 401 without a token and for a customer, changing nothing', async ({ run }) => {
    for (const token of [null, customerToken]) {
      const response = await run(token);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(await getDatabase().post.findUniqueOrThrow({ where: { id: draftId }, select: { slug: true, published: true } })).toEqual({
      slug: 'kayak-draft',
      published: false,
    });
    expect(await getDatabase().post.count({ where: { slug: 'nope' } })).toBe(0);
  });

  it('answers with the cookie and with Bearer, for editors and managers alike', async () => {
    for (const call of [{ cookieToken: editor.token }, { token: manager.token }, { token: editor.token }]) {
      expect((await callRoute(postsRoute.GET, listUrl, {}, call)).status).toBe(200);
      expect((await callRoute(postRoute.GET, `${listUrl}/${draftId}`, { id: draftId }, call)).status).toBe(200);
    }
  });
});

describe('GET /api/content/posts', () => {
  it('pages through every post, drafts included, newest change first, with the total', async () => {
    const first = (await (await callRoute(postsRoute.GET, `${listUrl}?page=1&per_page=4`, {}, { token: manager.token })).json()) as ListAnswer;
    expect(first.total).toBe(6);
    expect(first.data.map((row) => row.slug)).toEqual(['kayak-draft', 'post-05', 'post-04', 'post-03']);
    const second = (await (await callRoute(postsRoute.GET, `${listUrl}?page=2&per_page=4`, {}, { token: manager.token })).json()) as ListAnswer;
    expect(second).toMatchObject({ total: 6 });
    expect(second.data.map((row) => row.slug)).toEqual(['post-02', 'post-01']);
  });

  it('searches title and slug, ignoring case', async () => {
    const byTitle = (await (await callRoute(postsRoute.GET, `${listUrl}?search=KAYAK`, {}, { token: manager.token })).json()) as ListAnswer;
    expect(byTitle).toMatchObject({ total: 1, data: [{ slug: 'kayak-draft' }] });
    const bySlug = (await (await callRoute(postsRoute.GET, `${listUrl}?search=post-0`, {}, { token: manager.token })).json()) as ListAnswer;
    expect(bySlug.total).toBe(5);
    const none = (await (await callRoute(postsRoute.GET, `${listUrl}?search=zeppelin`, {}, { token: manager.token })).json()) as ListAnswer;
    expect(none).toEqual({ data: [], total: 0 });
  });

  it.each(['page=0', 'per_page=101', 'page=two'])('refuses %s with 400', async (query) => {
    const response = await callRoute(postsRoute.GET, `${listUrl}?${query}`, {}, { token: manager.token });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: Record<string, string[]> }).errors)).toHaveLength(1);
  });
});

describe('writing posts', () => {
  it('refuses bad input with 400 and field messages, writing nothing', async () => {
    const response = await callRoute(postsRoute.POST, listUrl, {}, {
      method: 'POST',
      body: postInput({ slug: 'Not A Slug', title: ' ', body: '', publishedAt: 'tomorrow' }),
      token: manager.token,
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(errors).toMatchObject({ slug: ['Use lower-case words joined by -'], title: ['Title is required'], body: ['Body is required'] });
    expect(errors.publishedAt).toHaveLength(1);
    expect(await getDatabase().auditLogEntry.count({ where: { entityType: 'Post' } })).toBe(0);
  });

  it('creates a published post that the blog shows at once, audited', async () => {
    const response = await callRoute(postsRoute.POST, listUrl, {}, { method: 'POST', body: postInput(), cookieToken: editor.token });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as StaffPostAnswer;
    expect(data).toMatchObject({ slug: 'winter-paddling', published: true, seoTitle: null });
    expect(data.publishedAt).toEqual(expect.any(String));
    expect((await listPostPage(1, 'en-CA')).posts[0]?.slug).toBe('winter-paddling');
    expect(await getDatabase().auditLogEntry.findMany({ where: { entityId: data.id }, select: { staffId: true, action: true } })).toEqual([
      { staffId: editor.id, action: 'post.create' },
    ]);

    const again = await callRoute(postsRoute.POST, listUrl, {}, { method: 'POST', body: postInput(), token: manager.token });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { errors: Record<string, string[]> }).errors).toEqual({ slug: ['Another post uses this slug'] });
  });

  it('schedules a post with a future date: not on the blog until then', async () => {
    const publishedAt = new Date(Date.now() + 3 * DAY).toISOString();
    const response = await callRoute(postsRoute.POST, listUrl, {}, { method: 'POST', body: postInput({ slug: 'next-week', publishedAt }), token: manager.token });
    expect(response.status).toBe(201);
    expect(((await response.json()) as StaffPostAnswer).data.publishedAt).toBe(publishedAt);
    expect(await getPostBySlug('next-week', 'en-CA')).toBeNull();
  });

  it('publishes a draft through PUT /posts/{id}, and through SPEC’s PUT /posts with the id in the body', async () => {
    const byPath = await callRoute(postRoute.PUT, `${listUrl}/${draftId}`, { id: draftId }, {
      method: 'PUT',
      body: postInput({ slug: 'kayak-tips', title: 'Kayak tips' }),
      token: manager.token,
    });
    expect(byPath.status).toBe(200);
    expect(((await byPath.json()) as StaffPostAnswer).data).toMatchObject({ id: draftId, slug: 'kayak-tips', title: 'Kayak tips', published: true });
    expect((await getPostBySlug('kayak-tips', 'en-CA'))?.title).toBe('Kayak tips');

    const byBody = await callRoute(postsRoute.PUT, listUrl, {}, {
      method: 'PUT',
      body: { ...postInput({ slug: 'kayak-tips', title: 'Kayak tips for spring' }), id: draftId },
      cookieToken: editor.token,
    });
    expect(byBody.status).toBe(200);
    expect((await getPostBySlug('kayak-tips', 'en-CA'))?.title).toBe('Kayak tips for spring');
    expect(
      (await getDatabase().auditLogEntry.findMany({ where: { entityId: draftId }, select: { action: true }, orderBy: { createdAt: 'asc' } })).map(
        (entry) => entry.action,
      ),
    ).toEqual(['post.update', 'post.update']);
  });

  it('PUT /posts without an id, or with an unknown one, is refused', async () => {
    const missingId = await callRoute(postsRoute.PUT, listUrl, {}, { method: 'PUT', body: postInput(), token: manager.token });
    expect(missingId.status).toBe(400);
    expect(((await missingId.json()) as { errors: Record<string, string[]> }).errors).toEqual({ id: [expect.any(String)] });
    const unknown = await callRoute(postsRoute.PUT, listUrl, {}, { method: 'PUT', body: { ...postInput(), id: 'missing' }, token: manager.token });
    expect(unknown.status).toBe(404);
    expect((await callRoute(postRoute.GET, `${listUrl}/missing`, { id: 'missing' }, { token: manager.token })).status).toBe(404);
  });

  it('deletes a post for good, audited; a second delete is a 404', async () => {
    const post = await getDatabase().post.findUniqueOrThrow({ where: { slug: 'post-01' }, select: { id: true } });
    const url = `${listUrl}/${post.id}`;
    const response = await callRoute(postRoute.DELETE, url, { id: post.id }, { method: 'DELETE', token: editor.token });
    expect(response.status).toBe(200);
    expect(await getPostBySlug('post-01', 'en-CA')).toBeNull();
    expect(await getDatabase().auditLogEntry.findMany({ where: { entityId: post.id }, select: { action: true, data: true } })).toEqual([
      { action: 'post.delete', data: { slug: 'post-01', title: 'Canoe trip 1' } },
    ]);
    expect((await callRoute(postRoute.DELETE, url, { id: post.id }, { method: 'DELETE', token: editor.token })).status).toBe(404);
  });
});
