import { NextResponse } from 'next/server';
import { staffPostListParamsSchema } from '@/domains/content/schemas';
import { createPost, listPostsForStaff, MAX_POST_BODY_BYTES, updatePostByBody } from '@/domains/content/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity} for blog posts: `page`, `per_page`, `search`; answers `data` and `total`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffPostListParamsSchema, Object.fromEntries(new URL(request.url).searchParams), {
    message: 'Use page and per_page (1 to 100) as whole numbers, and a search of at most 100 characters.',
  });
  return NextResponse.json(await listPostsForStaff(params));
}, { area: 'catalogue' });

/** SPEC §7 POST {prefix}/{entity}: writes a new post. */
export const POST = staffRoute(async ({ request, staff }) => {
  return NextResponse.json({ data: await createPost(await readJsonBody(request, MAX_POST_BODY_BYTES), staff.id) }, { status: 201 });
}, { area: 'catalogue' });

/** SPEC §7 PUT /content/posts: updates the post named by `id` in the body. */
export const PUT = staffRoute(async ({ request, staff }) => {
  return NextResponse.json({ data: await updatePostByBody(await readJsonBody(request, MAX_POST_BODY_BYTES), staff.id) });
}, { area: 'catalogue' });
